import type { HpLiveBet } from '@app/house-provider/client-api';
import { crashAnimationMs, crashShownAt } from './crash-animation';

/** The live list keeps this many bets, newest first. */
export const LIVE_BETS_KEPT = 20;

/** Adds newly fetched bets (oldest first) to the shown ones (newest first): each id once, at most `kept`. */
export function mergeLiveBets(
  shown: readonly HpLiveBet[],
  fresh: readonly HpLiveBet[],
  kept = LIVE_BETS_KEPT,
): HpLiveBet[] {
  if (fresh.length === 0) return shown as HpLiveBet[];
  const byId = new Map<string, HpLiveBet>();
  for (const bet of [...shown, ...fresh]) byId.set(bet.id, bet);
  return [...byId.values()]
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0))
    .slice(0, kept);
}

/**
 * Where a bet's round stands `elapsedMs` after it was played, on the curve its player watches (the same
 * crashAnimationMs): still rising (the multiplier so far), cashed out at its target, or crashed below it.
 */
export type LiveBetState =
  | { phase: 'rising'; multiplier: number }
  | { phase: 'cashed'; multiplier: number }
  | { phase: 'crashed'; multiplier: number };

export function liveBetState(
  bet: Pick<HpLiveBet, 'crashPoint' | 'target' | 'cashedOut'>,
  elapsedMs: number,
): LiveBetState {
  const duration = crashAnimationMs(bet.crashPoint);
  const progress = Math.max(0, elapsedMs) / duration;
  if (progress >= 1) {
    return bet.cashedOut
      ? { phase: 'cashed', multiplier: bet.target }
      : { phase: 'crashed', multiplier: bet.crashPoint };
  }
  const shown = crashShownAt(bet.crashPoint, progress);
  if (bet.cashedOut && shown >= bet.target) return { phase: 'cashed', multiplier: bet.target };
  return { phase: 'rising', multiplier: shown };
}

/** Whether any of the bets is still rising at `nowMs` (server clock, ms). */
export const anyRising = (bets: readonly HpLiveBet[], nowMs: number): boolean =>
  bets.some((bet) => nowMs - Date.parse(bet.time) < crashAnimationMs(bet.crashPoint));
