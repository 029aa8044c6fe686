import type { HpRoundList } from '@app/house-provider/client-api';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { decimalText } from '../lib/money';
import styles from './game-shell.module.css';
import { useSummaryText } from './use-summary-text';

interface HistoryListProps {
  rounds: UseInfiniteQueryResult<InfiniteData<HpRoundList>>;
  onOpen: (roundId: string) => void;
}

/** The player's rounds in this game, newest first, page by page; each opens its recall. */
export function HistoryList({ rounds, onOpen }: HistoryListProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const summaryText = useSummaryText();
  const list = rounds.data?.pages.flatMap((page) => page.rounds);

  return (
    <section className={styles.section} aria-labelledby="game-history-title">
      <h2 id="game-history-title" className={styles.sectionTitle}>
        {t('gc_history')}
      </h2>
      {rounds.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : rounds.isError ? (
        <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : !list || list.length === 0 ? (
        <p className={styles.muted}>{t('gc_history_empty')}</p>
      ) : (
        <ul className={styles.history}>
          {list.map((round) => {
            const time = formatDateTime(round.time, i18n.language, timeZone);
            return (
              <li key={round.roundId}>
                <button
                  type="button"
                  className={styles.historyRow}
                  onClick={() => onOpen(round.roundId)}
                  aria-label={t('gc_history_open', { time })}
                >
                  <span className={styles.historyMain}>
                    <span>{summaryText(round.summary)}</span>
                    <time className={styles.muted} dateTime={round.time}>
                      {time}
                    </time>
                  </span>
                  <span className={styles.historyMoney}>
                    <span>
                      {t('gc_round_line', { stake: decimalText(round.stake), win: decimalText(round.win) })}
                    </span>
                    {round.winPending && <span className={styles.badge}>{t('gc_pending')}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {rounds.hasNextPage && (
        <button
          type="button"
          className={`btn btn-secondary btn-sm ${styles.more}`}
          disabled={rounds.isFetchingNextPage}
          onClick={() => void rounds.fetchNextPage()}
        >
          {rounds.isFetchingNextPage ? t('loading') : t('gc_history_more')}
        </button>
      )}
    </section>
  );
}
