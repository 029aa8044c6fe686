import { formatMoney, type CreditReportTotals } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { barsOf } from '../lib/chart-bars';
import styles from './credit-report.module.css';

/** A bar per line of the period (money in green, out red), scaled to the largest. */
export function ReportChart({ totals }: { totals: CreditReportTotals }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('cr_chart')}>
      <h2 className={styles.muted}>{t('cr_chart')}</h2>
      <ul className={styles.chart}>
        {barsOf(totals).map((bar) => (
          <li key={bar.line} className={styles.bar}>
            <span>{t(`cr_line_${bar.line}`)}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.fill} ${bar.amount < 0n ? styles.out : ''}`}
                style={{ width: `${bar.percent}%`, display: 'block' }}
              />
            </span>
            <span className={styles.amount}>{formatMoney(bar.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
