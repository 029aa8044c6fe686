import type { AcceptOddsChange, OddsFormat } from '@app/sportsbook-provider/client-api';
import { useSyncExternalStore } from 'react';

/** One selection on the slip, with the price the player sees. */
export interface SlipLeg {
  fixtureId: string;
  fixtureName: string;
  marketId: string;
  marketName: string;
  selectionId: string;
  selectionName: string;
  odds: string;
}

export interface SlipState {
  legs: SlipLeg[];
  stake: string;
  open: boolean;
  oddsFormat: OddsFormat;
  accept: AcceptOddsChange;
}

const PREFS_KEY = 'sbSlipPrefs';

function loadPrefs(): Pick<SlipState, 'oddsFormat' | 'accept'> {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as Partial<SlipState>;
    return { oddsFormat: saved.oddsFormat ?? 'decimal', accept: saved.accept ?? 'none' };
  } catch {
    return { oddsFormat: 'decimal', accept: 'none' };
  }
}

let state: SlipState = { legs: [], stake: '', open: false, ...loadPrefs() };
const listeners = new Set<() => void>();

function set(next: Partial<SlipState>): void {
  state = { ...state, ...next };
  if ('oddsFormat' in next || 'accept' in next)
    localStorage.setItem(PREFS_KEY, JSON.stringify({ oddsFormat: state.oddsFormat, accept: state.accept }));
  for (const listener of listeners) listener();
}

export const slip = {
  /** Adds a selection, replacing another from the same match (a multiple takes one per match); tapping it again removes it. */
  toggle(leg: SlipLeg): void {
    const same = state.legs.find((l) => l.marketId === leg.marketId && l.selectionId === leg.selectionId);
    if (same) set({ legs: state.legs.filter((l) => l !== same) });
    else set({ legs: [...state.legs.filter((l) => l.fixtureId !== leg.fixtureId), leg] });
  },
  remove: (marketId: string) => set({ legs: state.legs.filter((l) => l.marketId !== marketId) }),
  clear: () => set({ legs: [], stake: '' }),
  setStake: (stake: string) => set({ stake }),
  setOpen: (open: boolean) => set({ open }),
  setOddsFormat: (oddsFormat: OddsFormat) => set({ oddsFormat }),
  setAccept: (accept: AcceptOddsChange) => set({ accept }),
  /** Takes the prices the book answered (after an odds change the player accepted). */
  takeOdds(odds: readonly (string | null)[]): void {
    set({ legs: state.legs.map((leg, i) => ({ ...leg, odds: odds[i] ?? leg.odds })) });
  },
  has: (marketId: string, selectionId: string) =>
    state.legs.some((l) => l.marketId === marketId && l.selectionId === selectionId),
};

export function useSlip(): SlipState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Combined decimal odds of the slip (two places, rounded down like the book). */
export function combinedOdds(legs: readonly SlipLeg[]): number {
  let hundredths = 100;
  for (const leg of legs) hundredths = Math.floor((hundredths * Math.round(Number(leg.odds) * 100)) / 100);
  return hundredths / 100;
}
