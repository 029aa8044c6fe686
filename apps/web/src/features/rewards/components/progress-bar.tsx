import { percentOf } from '../lib/money';
import styles from './rewards.module.css';

/** A bar of `done` out of `needed` (amounts as decimal strings), labelled for screen readers. */
export function ProgressBar({ done, needed, label }: { done: string; needed: string; label: string }) {
  const percent = percentOf(done, needed);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
