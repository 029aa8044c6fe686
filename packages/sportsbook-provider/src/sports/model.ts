import { uniformFloat, type RandomSource } from '@app/house-games';
import type { LegOutcome } from '../settlement/outcome.js';

/** Sports the book offers; the e-sports run on the same engine, cockfight has its own fixed-odds cycle. */
export const sportIds = [
  'cricket',
  'football',
  'basketball',
  'tennis',
  'kabaddi',
  'cs2',
  'dota2',
  'lol',
  'valorant',
  'cockfight',
] as const;
export type SportId = (typeof sportIds)[number];
export const esportIds: readonly SportId[] = ['cs2', 'dota2', 'lol', 'valorant'];
export type Product = 'sports' | 'esports' | 'cockfight';
export const productOf = (sport: SportId): Product =>
  sport === 'cockfight' ? 'cockfight' : esportIds.includes(sport) ? 'esports' : 'sports';

/** A text in the two bundled languages. */
export interface Text {
  en: string;
  bn: string;
}
export const text = (en: string, bn: string): Text => ({ en, bn });

export interface Selection {
  id: string;
  name: Text;
}

/**
 * A market as the model describes it from its key: what it is, what can be backed and how it is
 * decided. `resolve` answers the result of every selection once the state decides it, else null;
 * it must give the same answer on any later state (states keep the history it needs).
 */
export interface MarketSpec<S> {
  key: string;
  type: string;
  name: Text;
  /** Groups markets on the match page (main, totals, handicap, player, innings, period...). */
  group: string;
  selections: Selection[];
  resolve(state: S): Record<string, LegOutcome> | null;
}

export interface Scoreboard {
  home: string;
  away: string;
  /** Where the match is: "14.3 ov", "67'", "Q3 05:00", "Set 2", "Map 2". */
  clock: string;
  /** More of the score: innings, half-time, sets, maps. */
  detail: string;
}

export interface MatchSetup {
  /** 0.5 is an even match; above favours the home side. */
  homeStrength: number;
  homePlayers: string[];
  awayPlayers: string[];
}

/** A sport as the simulator plays and the book prices it. States are plain JSON. */
export interface SportModel<S> {
  sport: SportId;
  /** Simulated seconds one step stands for (a ball, a minute, a game, a map). */
  stepSeconds: number;
  initial(setup: MatchSetup): S;
  /** The next state (the input is not changed). */
  step(state: S, random: RandomSource): S;
  finished(state: S): boolean;
  scoreboard(state: S): Scoreboard;
  /** Keys of the markets open for betting in this state. */
  offered(state: S): string[];
  /** The market of a key (null for a key this sport does not know); the state names players. */
  market(key: string, state: S): MarketSpec<S> | null;
}

export const chance = (random: RandomSource, p: number): boolean => uniformFloat(random) < p;

/** A Poisson draw (small means) by inversion. */
export function poisson(random: RandomSource, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = uniformFloat(random);
  while (product > limit && k < 50) {
    k++;
    product *= uniformFloat(random);
  }
  return k;
}

/** A choice weighted by `weights` (same order as `values`). */
export function weighted<T>(random: RandomSource, values: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = uniformFloat(random) * total;
  for (let i = 0; i < values.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return values[i]!;
  }
  return values[values.length - 1]!;
}

/** Parts of a market key: "ou:2.5" → ["ou", "2.5"]. */
export const keyParts = (key: string): string[] => key.split(':');
export const lineText = (line: number): string => (line > 0 ? `+${line}` : String(line));
/** A number from a key part, or null. */
export function keyNumber(part: string | undefined): number | null {
  if (part === undefined || !/^-?\d+(\.\d+)?$/.test(part)) return null;
  return Number(part);
}

export const homeAway: Selection[] = [
  { id: 'home', name: text('Home', 'হোম') },
  { id: 'away', name: text('Away', 'অ্যাওয়ে') },
];
export const homeDrawAway: Selection[] = [
  { id: 'home', name: text('Home', 'হোম') },
  { id: 'draw', name: text('Draw', 'ড্র') },
  { id: 'away', name: text('Away', 'অ্যাওয়ে') },
];
export const overUnder: Selection[] = [
  { id: 'over', name: text('Over', 'ওভার') },
  { id: 'under', name: text('Under', 'আন্ডার') },
];
