import type { LpDrawResult } from '@app/lottery-provider/client-api';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** A result: numbered balls, or prize tiers (Vietnam, Thai, 4D) with their numbers. */
export function DrawResult({ result, compact = false }: { result: LpDrawResult; compact?: boolean }) {
  const { t } = useTranslation();
  if (result.kind === 'numbers') {
    return (
      <span className={styles.balls} data-testid="draw-numbers">
        {result.numbers.map((n, i) => (
          <span key={i} className={styles.ball}>
            {n}
          </span>
        ))}
      </span>
    );
  }
  const tiers = compact ? result.tiers.slice(0, 1) : result.tiers;
  return (
    <dl className={styles.tiers} data-testid="draw-prizes">
      {tiers.map((tier) => (
        <div key={tier.name}>
          <dt>{t(`lt_tier_${tier.name}`)}</dt>
          <dd>{tier.numbers.join(' · ')}</dd>
        </div>
      ))}
    </dl>
  );
}
