import { formatMultiplier } from '@app/house-games';
import type { HpLiveBet } from '@app/house-provider/client-api';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderApi } from '../../api/provider-api';
import { anyRising, liveBetState, mergeLiveBets } from '../../lib/live-bets';
import { decimalText } from '../../lib/money';
import styles from './crash.module.css';

/** New bets are asked for this often while the page is shown (each answer carries only newer ones). */
const POLL_MS = 1_500;
/** A rising multiplier is redrawn this often. */
const TICK_MS = 100;

interface LiveBetsState {
  bets: HpLiveBet[];
  /** The server's clock less this page's, so bet times read on one clock. */
  offsetMs: number;
  /** The time (server clock) the list is drawn at: of the last answer, then of each tick while a curve runs. */
  now: number;
}

/**
 * Other players' bets at this game, polled with the provider's cursor (paused while the page is
 * hidden), and the time to draw them at, ticking while a round's curve is still running.
 */
function useLiveBets(api: ProviderApi): LiveBetsState {
  const [state, setState] = useState<LiveBetsState>({ bets: [], offsetMs: 0, now: 0 });
  useEffect(() => {
    const controller = new AbortController();
    let cursor: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (!document.hidden) {
        try {
          const answer = await api.liveBets(cursor, controller.signal);
          cursor = answer.cursor;
          const now = Date.parse(answer.serverTime);
          const offsetMs = now - Date.now();
          setState((current) => ({ bets: mergeLiveBets(current.bets, answer.bets), offsetMs, now }));
        } catch {
          // The next poll asks again from the same cursor.
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api]);

  const rising = anyRising(state.bets, state.now);
  useEffect(() => {
    if (!rising) return;
    const timer = setInterval(
      () => setState((current) => ({ ...current, now: Date.now() + current.offsetMs })),
      TICK_MS,
    );
    return () => clearInterval(timer);
  }, [rising]);
  return state;
}

function LiveBetRow({ bet, now }: { bet: HpLiveBet; now: number }) {
  const { t } = useTranslation();
  const state = liveBetState(bet, now - Date.parse(bet.time));
  return (
    <tr className={styles.liveRow} data-testid="live-bet">
      <td>{bet.player}</td>
      <td className={styles.num}>{decimalText(bet.stake)}</td>
      <td className={`${styles.num} ${styles[`live_${state.phase}`]}`}>
        {state.phase === 'crashed'
          ? t('gc_live_crashed', { point: formatMultiplier(state.multiplier) })
          : formatMultiplier(state.multiplier)}
      </td>
      <td className={styles.num}>{state.phase === 'cashed' ? decimalText(bet.win) : '–'}</td>
    </tr>
  );
}

/**
 * The other players' bets at this crash game as they are played (the provider's real rounds, their
 * names masked): stake, the multiplier rising on each round's own curve, then its cash-out or crash.
 */
export function CrashLiveBets({ api }: { api: ProviderApi }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { bets, now } = useLiveBets(api);
  return (
    <section className={styles.live} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.liveTitle}>
        {t('gc_live_bets')}
      </h2>
      {bets.length === 0 ? (
        <p className={styles.muted}>{t('gc_live_bets_empty')}</p>
      ) : (
        <table className={styles.liveTable}>
          <thead>
            <tr>
              <th scope="col">{t('gc_live_player')}</th>
              <th scope="col" className={styles.num}>
                {t('gc_live_stake')}
              </th>
              <th scope="col" className={styles.num}>
                {t('gc_live_cash_out')}
              </th>
              <th scope="col" className={styles.num}>
                {t('gc_live_win')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <LiveBetRow key={bet.id} bet={bet} now={now} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
