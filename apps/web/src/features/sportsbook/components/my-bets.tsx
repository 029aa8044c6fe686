import type { SbBet } from '@app/sportsbook-provider/client-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { refreshBalance } from '../../../lib/wallet-balance';
import { cashOut, fetchBets, SbApiError, type BookRef } from '../api/sb-client';
import { requestIdOf, useSbErrorText } from '../lib/error-text';
import { useBookText } from '../lib/text';
import styles from './sportsbook.module.css';

/** The player's open and settled bets, with cash-out (whole or half) on open ones. */
export function MyBets({ book }: { book: BookRef }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useQuery({
    queryKey: ['sportsbook', 'bets', book.product, status],
    queryFn: ({ signal }) => fetchBets(book, status, signal),
    refetchInterval: 5_000,
  });
  return (
    <section className={styles.myBets} aria-label={t('sb_my_bets')}>
      <div className={styles.tabs} role="tablist">
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={styles.tab}
            onClick={() => setStatus(s)}
          >
            {t(`sb_bets_${s}`)}
          </button>
        ))}
      </div>
      {bets.isPending && <p className={styles.loading}>{t('sb_loading')}</p>}
      {bets.isError && <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />}
      {bets.data?.bets.length === 0 && <EmptyState title={t(`sb_no_bets_${status}`)} />}
      {bets.data?.bets.map((bet) => (
        <BetCard key={bet.betId} bet={bet} book={book} />
      ))}
    </section>
  );
}

function BetCard({ bet, book }: { bet: SbBet; book: BookRef }) {
  const { t } = useTranslation();
  const text = useBookText();
  const queryClient = useQueryClient();
  const errorText = useSbErrorText();
  const [part, setPart] = useState<'all' | 'half' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [requestId, setRequestId] = useState(requestIdOf);
  const quote = bet.cashout;
  const halfStake = (Number(bet.remainingStake) / 2).toFixed(2);

  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      await cashOut(book, bet.betId, {
        requestId,
        quote,
        ...(part === 'half' ? { stakePart: halfStake } : {}),
      });
      setPart(null);
      refreshBalance(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
    } catch (failure) {
      setError(failure);
      if (failure instanceof SbApiError && failure.value?.key === 'cashout_changed')
        await queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
    } finally {
      setBusy(false);
      setRequestId(requestIdOf());
    }
  };
  const amount = part === 'half' && quote ? (Number(quote) / 2).toFixed(2) : quote;
  return (
    <article className={styles.betCard} data-bet={bet.betId}>
      <header className={styles.betHeader}>
        <strong>
          {bet.kind === 'single' ? t('sb_single') : t('sb_multiple', { count: bet.legs.length })}
        </strong>
        <span className={styles.betStatus} data-status={bet.status}>
          {t(`sb_status_${bet.status}`)}
        </span>
      </header>
      <ul className={styles.betLegs}>
        {bet.legs.map((leg, i) => (
          <li key={i}>
            <span>
              {text(leg.selection)} · {text(leg.market)}
            </span>
            <span className={styles.legFixture}>{leg.fixture}</span>
            <span>
              @{leg.odds} {leg.result && <em>{t(`sb_result_${leg.result}`)}</em>}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.betFigures}>
        {t('sb_stake')} ৳{bet.stake} · {t('sb_total_odds')} {bet.odds} ·{' '}
        {bet.status === 'open'
          ? `${t('sb_potential_return')} ৳${bet.potentialReturn}`
          : `${t('sb_paid')} ৳${(Number(bet.payout ?? 0) + Number(bet.cashedOut)).toFixed(2)}`}
      </p>
      {Number(bet.cashedOut) > 0 && (
        <p className={styles.betFigures}>{t('sb_cashed_out', { amount: bet.cashedOut })}</p>
      )}
      {bet.status === 'open' && quote && (
        <div className={styles.cashout}>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setError(null);
              setPart('all');
            }}
          >
            {t('sb_cash_out', { amount: quote })}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setError(null);
              setPart('half');
            }}
          >
            {t('sb_cash_out_half')}
          </button>
        </div>
      )}
      {part && (
        <ConfirmDialog
          title={t('sb_cash_out_title')}
          confirmLabel={t('sb_cash_out_confirm')}
          busy={busy}
          error={error === null ? null : errorText(error)}
          onConfirm={() => void confirm()}
          onCancel={() => setPart(null)}
        >
          <p>{t('sb_cash_out_text', { amount })}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
