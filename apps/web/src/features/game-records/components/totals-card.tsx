import type { GameTotals } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { AmountFigures } from './amounts';
import styles from './game-records.module.css';

/** The totals of a window: rounds, stake, valid bet, win and profit. */
export function TotalsCard({ totals }: { totals: GameTotals }) {
  const { t } = useTranslation();
  return (
    <section className={styles.totals} aria-label={t('gr_totals')}>
      <h3 className={styles.totalsTitle}>{t('gr_totals')}</h3>
      <AmountFigures amounts={totals} count={totals.count} withProfit />
    </section>
  );
}
