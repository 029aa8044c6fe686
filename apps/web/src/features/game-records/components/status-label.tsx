import type { RoundStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from './game-records.module.css';

/** A round's status as a word (its colour only repeats it). */
export function StatusLabel({ status }: { status: RoundStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.status} ${styles[`status_${status}`]}`}>{t(`gr_status_${status}`)}</span>;
}
