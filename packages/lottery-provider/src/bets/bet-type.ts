import type { DrawResult, LotteryFamily } from '../games/families.js';

/** One group of picks in a selection: which tokens it accepts and how many of them. */
export interface PickGroup {
  /** Name of the group (a position, "numbers", ...), English; the web translates by bet type. */
  label: string;
  /** The tokens offered, in display order, or a pattern when there are too many to list (4D numbers). */
  tokens: readonly string[] | RegExp;
  min: number;
  max: number;
}

export interface SettleContext {
  family: LotteryFamily;
  /** The draw's time: LHC's zodiac follows its year. */
  drawAt: Date;
}

/**
 * A bet type's rules as pure functions. A selection is one bet type with `groups` of picks; it holds
 * `combos` bets of one unit each; settling it answers one odds key per winning bet ('' when the bet type
 * has one odds), so a bet type that pays per occurrence (Vietnamese lô) answers a key per occurrence.
 */
export interface BetType {
  code: string;
  families: readonly LotteryFamily[];
  groups(family: LotteryFamily): readonly PickGroup[];
  combos(groups: string[][], family: LotteryFamily): number;
  wins(groups: string[][], result: DrawResult, context: SettleContext): string[];
  /** Payout per unit (stake included) at 100% return, per odds key. */
  fairOdds(family: LotteryFamily): Readonly<Record<string, number>>;
  /** The most bets of one selection that can win together (liability). */
  maxWins(groups: string[][], family: LotteryFamily): number;
  /** Bets on single numbers: each pick counts against the per-number liability limit. */
  numberBet: boolean;
  rule: { en: string; bn: string };
}

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export const digitTokens = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const rangeTokens = (from: number, to: number, width = 1): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
export const bsoeTokens = ['big', 'small', 'odd', 'even'] as const;

export const group = (label: string, tokens: PickGroup['tokens'], min = 1, max?: number): PickGroup => ({
  label,
  tokens,
  min,
  max: max ?? (Array.isArray(tokens) ? tokens.length : 10),
});

/** One key per win when `won`, else none. */
export const winIf = (won: boolean): string[] => (won ? [''] : []);
export const repeat = (key: string, times: number): string[] => Array.from({ length: times }, () => key);
export const product = (groups: string[][]) => groups.reduce((total, g) => total * g.length, 1);
export const totalPicks = (groups: string[][]) => groups.reduce((total, g) => total + g.length, 0);
export const oneOdds = (odds: number) => ({ '': odds });

/** Big/small (given the threshold of big) and odd/even of a value: the tokens it wins. */
export function bsoeOf(value: number, bigFrom: number): string[] {
  return [value >= bigFrom ? 'big' : 'small', value % 2 === 1 ? 'odd' : 'even'];
}

export const numbersOf = (result: DrawResult): number[] => (result.kind === 'numbers' ? result.numbers : []);
