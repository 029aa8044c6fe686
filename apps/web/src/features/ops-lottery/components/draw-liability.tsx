import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/ops/bar-chart';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { useLotteryLiability } from '../api/lottery';

const chartSize = 15;

/** A draw's stakes, payouts and potential payout, and its most exposed numbers as a chart and a table. */
export function DrawLiability({ drawId }: { drawId: string }) {
  const { t } = useTranslation();
  const liability = useLotteryLiability(drawId);
  return (
    <QueryView query={liability}>
      {(data) => (
        <div className={styles.card}>
          <h3>{t('ops_lottery_liability_of', { issue: data.draw.issue })}</h3>
          <div className={styles.figures}>
            {(
              [
                ['ops_lottery_tickets', String(data.tickets)],
                ['ops_lottery_stake', data.stake],
                ['ops_lottery_paid', data.paid],
                ['ops_lottery_potential', data.potentialPayout],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={styles.figure}>
                <span className={styles.muted}>{t(key)}</span>
                <span className={styles.figureValue}>{value}</span>
              </div>
            ))}
          </div>
          {data.numbers.length === 0 ? (
            <p className={styles.muted}>{t('ops_lottery_no_exposure')}</p>
          ) : (
            <>
              <BarChart
                title={t('ops_lottery_exposed_numbers')}
                days={data.numbers.slice(0, chartSize).map((entry) => entry.key)}
                series={[
                  {
                    label: t('ops_lottery_potential'),
                    color: 'var(--color-danger, #d33)',
                    values: data.numbers.slice(0, chartSize).map((entry) => Number(entry.potentialPayout)),
                  },
                ]}
              />
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th>{t('ops_lottery_number_key')}</th>
                      <th className={styles.num}>{t('ops_lottery_potential')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.numbers.map((entry) => (
                      <tr key={entry.key}>
                        <td className={styles.mono}>{entry.key}</td>
                        <td className={styles.num}>{entry.potentialPayout}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </QueryView>
  );
}
