import { assertStake, mulDivFloor, type Minor } from '../money.js';
import { uniformInt, type RandomSource } from '../random/random-source.js';
import { assertRtpBp, rtpFromConfigId } from '../rtp-range.js';

export const SCRATCH_CELLS = 9;
export const SCRATCH_DEFAULT_RTP_BP = 9600;
/** Prize tiers out of this many cards. */
const CARDS = 100_000;

/** Symbol s pays PRIZES[s] hundredths of the stake when three of it show (1× up to 500×). */
export const SCRATCH_PRIZES = [100, 200, 500, 1_000, 5_000, 50_000] as const;
/** Cards out of 100,000 that win each prize above the smallest; the smallest fills up to the RTP. */
const FIXED_WEIGHTS = [9_000, 3_000, 1_200, 150, 8] as const;

export interface ScratchConfig {
  id: string;
  rtpBp: number;
  /** Cards out of 100,000 winning each symbol's prize (the rest win nothing). */
  weights: number[];
  rtp: number;
}

export interface ScratchBet {
  stake: Minor;
}

export interface ScratchOutcome {
  /** The symbol under each of the 9 cells, row by row. */
  cells: number[];
  /** The symbol shown three times, or null. */
  winSymbol: number | null;
  /** Pay in hundredths of the stake. */
  multiplier: number;
}

/**
 * The smallest prize's weight is the largest whole number of cards keeping the RTP at or below the
 * declared one: RTP = sum(weight × prize) / (100,000 × 100).
 */
export function scratchConfig(rtpBp = SCRATCH_DEFAULT_RTP_BP): ScratchConfig {
  assertRtpBp(rtpBp);
  const fixed = FIXED_WEIGHTS.reduce((sum, weight, i) => sum + weight * SCRATCH_PRIZES[i + 1]!, 0);
  const smallest = Math.floor((rtpBp * (CARDS / 100) - fixed) / SCRATCH_PRIZES[0]);
  const weights = [smallest, ...FIXED_WEIGHTS];
  const rtp = weights.reduce((sum, weight, i) => sum + weight * SCRATCH_PRIZES[i]!, 0) / (CARDS * 100);
  return { id: `scratch:v1:${rtpBp}`, rtpBp, weights, rtp };
}

export const scratchConfigById = (id: string): ScratchConfig => scratchConfig(rtpFromConfigId('scratch', id));

/** `count` of `items` by a Fisher-Yates shuffle stopped after `count` draws. */
function pick<T>(items: readonly T[], count: number, rng: RandomSource): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + uniformInt(rng, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * One card: the prize tier first (uniformInt(100,000) against the cumulative weights), then the card
 * is drawn to show it: a winner's symbol on 3 cells chosen by a partial shuffle, the other 6 cells
 * from the other symbols at most twice each; a losing card, 9 cells from every symbol at most twice
 * (so no three match).
 */
export function playScratchRound(
  config: ScratchConfig,
  bet: ScratchBet,
  rng: RandomSource,
): { outcome: ScratchOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  let roll = uniformInt(rng, CARDS);
  let winSymbol: number | null = null;
  for (let symbol = 0; symbol < config.weights.length; symbol++) {
    if (roll < config.weights[symbol]!) {
      winSymbol = symbol;
      break;
    }
    roll -= config.weights[symbol]!;
  }
  const symbols = SCRATCH_PRIZES.map((_, symbol) => symbol);
  const twice = (list: number[]) => list.flatMap((symbol) => [symbol, symbol]);
  const cells = new Array<number>(SCRATCH_CELLS);
  if (winSymbol === null) {
    pick(twice(symbols), SCRATCH_CELLS, rng).forEach((symbol, cell) => (cells[cell] = symbol));
  } else {
    const winning = pick(
      Array.from({ length: SCRATCH_CELLS }, (_, cell) => cell),
      3,
      rng,
    );
    for (const cell of winning) cells[cell] = winSymbol;
    const fillers = pick(twice(symbols.filter((symbol) => symbol !== winSymbol)), SCRATCH_CELLS - 3, rng);
    let next = 0;
    for (let cell = 0; cell < SCRATCH_CELLS; cell++)
      if (!winning.includes(cell)) cells[cell] = fillers[next++]!;
  }
  const multiplier = winSymbol === null ? 0 : SCRATCH_PRIZES[winSymbol]!;
  return { outcome: { cells, winSymbol, multiplier }, stake, win: mulDivFloor(stake, multiplier, 100) };
}
