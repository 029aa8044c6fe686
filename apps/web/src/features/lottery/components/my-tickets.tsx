import { decimalText } from '../lib/money';
import type { LpTicketView } from '@app/lottery-provider/client-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../lib/wallet-balance';
import { ticketApi } from '../api/lottery-provider';
import { useLotteryErrorText } from '../lib/use-lottery-error-text';
import styles from './lottery.module.css';

export const ticketsKey = (gameCode: string) => ['lp-tickets', gameCode] as const;

function TicketRow({
  ticket,
  onCancel,
  busy,
}: {
  ticket: LpTicketView;
  onCancel?: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.ticket} data-testid="lottery-ticket" data-status={ticket.status}>
      <div className={styles.historyRow}>
        <strong>{ticket.issue}</strong>
        <span>{t(`lt_status_${ticket.status}`)}</span>
        <span>
          {t('lt_stake')} {decimalText(ticket.stake)}
        </span>
        {(ticket.status === 'won' || ticket.status === 'lost') && (
          <span>
            {t('lt_win')} {decimalText(ticket.win)}
          </span>
        )}
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {t('lt_cancel_ticket')}
          </button>
        )}
      </div>
      <ul className={styles.selections}>
        {ticket.selections.map((selection, index) => (
          <li key={index}>
            {t(`lt_bet_${selection.betType}`)}: {selection.picks.map((group) => group.join(' ')).join(' | ')}{' '}
            · {t('lt_bets', { count: selection.bets })}
            {selection.win !== null && ` · ${t('lt_win')} ${decimalText(selection.win)}`}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The player's open and settled tickets of this game; open ones can be cancelled before the draw closes. */
export function MyTickets({ gameCode, sessionToken }: { gameCode: string; sessionToken: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const queryClient = useQueryClient();
  const errorText = useLotteryErrorText();
  const api = ticketApi(sessionToken);
  const tickets = useQuery({
    queryKey: [...ticketsKey(gameCode), tab],
    queryFn: ({ signal }) => api.list(gameCode, tab, signal),
    refetchInterval: 5_000,
  });
  const cancel = useMutation({
    mutationFn: (ticketId: string) => api.cancel(ticketId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketsKey(gameCode) });
      refreshBalance(queryClient);
    },
  });
  return (
    <section aria-labelledby="my-tickets">
      <h2 id="my-tickets">{t('lt_my_tickets')}</h2>
      <div role="tablist" className={styles.tabs}>
        {(['open', 'settled'] as const).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={tab === each}
            onClick={() => setTab(each)}
          >
            {t(`lt_tickets_${each}`)}
          </button>
        ))}
      </div>
      {cancel.isError && <p role="alert">{errorText(cancel.error)}</p>}
      {tickets.isPending ? (
        <p role="status">{t('lt_loading')}</p>
      ) : tickets.isError ? (
        <p role="alert">{errorText(tickets.error)}</p>
      ) : tickets.data.length === 0 ? (
        <p>{t('lt_no_tickets')}</p>
      ) : (
        <ul className={styles.ticketList}>
          {tickets.data.map((ticket) => (
            <TicketRow
              key={ticket.ticketId}
              ticket={ticket}
              busy={cancel.isPending}
              {...(tab === 'open' && ticket.status === 'open'
                ? { onCancel: () => cancel.mutate(ticket.ticketId) }
                : {})}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
