import { formatMoney, parseMinor } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useJackpotBoard } from '../api/get-jackpot';
import styles from '../routes/raffles-page.module.css';

const money = (amount: string) => formatMoney(parseMinor(amount) ?? 0n);

/** The jackpot pools with their must-drop-by amounts, and the latest winners. */
export function JackpotBoard() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const board = useJackpotBoard();
  if (board.isPending) return <Spinner label={t('loading')} />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <div className={styles.game}>
      {board.data.list.map((jackpot) => (
        <div key={jackpot.id} className={styles.pot}>
          <span>{jackpot.name}</span>
          <strong>{money(jackpot.pool)}</strong>
          <span className={styles.muted}>{t('rf_must_drop', { amount: money(jackpot.mustDropBy) })}</span>
        </div>
      ))}
      <h2 className={styles.subtitle}>{t('rf_winners')}</h2>
      {board.data.winners.length === 0 ? (
        <EmptyState icon="star" title={t('rf_no_winners')} />
      ) : (
        <ol className={styles.winners}>
          {board.data.winners.map((winner) => (
            <li key={`${winner.time}-${winner.customerName}`}>
              <span>{winner.customerName}</span>
              <strong>{money(winner.amount)}</strong>
              <span className={styles.muted}>
                {winner.jackpot} · {formatDateTime(winner.time, i18n.language, timeZone)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
