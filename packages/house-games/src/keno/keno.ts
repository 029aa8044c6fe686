import { assertStake, mulDivFloor, type Minor } from '../money.js';
import { choose, scalePays } from '../pay-scale.js';
import { uniformInt, type RandomSource } from '../random/random-source.js';
import { assertRtpBp, rtpFromConfigId } from '../rtp-range.js';

/** Numbers 1 to 40 on the board; 10 are drawn each round; a ticket marks 1 to 10 of them. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_DEFAULT_RTP_BP = 9500;

/** Multiples per number of picks, by hits, before tuning. */
const BASE_MULTIPLES: readonly (readonly number[])[] = [
  [0, 3.8],
  [0, 1, 9],
  [0, 0, 2.5, 25],
  [0, 0, 1.5, 5, 60],
  [0, 0, 1, 3, 15, 200],
  [0, 0, 0.5, 2, 6, 40, 500],
  [0, 0, 0.5, 1, 4, 15, 100, 1000],
  [0, 0, 0, 1, 2, 10, 50, 300, 2000],
  [0, 0, 0, 1, 1.5, 5, 20, 100, 800, 5000],
  [0, 0, 0, 0.5, 1.5, 3, 10, 50, 300, 2000, 10000],
];

/** Ways to hit h of p picks when 10 of 40 are drawn: C(p, h) C(40 − p, 10 − h) of C(40, 10). */
export const kenoHitWays = (picks: number, hits: number): number =>
  choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits);

export interface KenoConfig {
  id: string;
  rtpBp: number;
  /** pays[picks − 1][hits] in hundredths of the stake. */
  pays: number[][];
  /** Exact RTP for each number of picks (fractions); each at or just below the declared RTP. */
  rtps: number[];
}

export interface KenoBet {
  stake: Minor;
  /** 1 to 10 distinct numbers from 1 to 40. */
  picks: number[];
}

export interface KenoOutcome {
  /** The 10 numbers drawn, in draw order. */
  drawn: number[];
  /** The ticket's numbers, ascending. */
  picks: number[];
  hits: number[];
  /** Pay in hundredths of the stake. */
  multiplier: number;
}

export function kenoConfig(rtpBp = KENO_DEFAULT_RTP_BP): KenoConfig {
  assertRtpBp(rtpBp);
  const tuned = BASE_MULTIPLES.map((base, index) =>
    scalePays(
      base,
      base.map((_, hits) => kenoHitWays(index + 1, hits)),
      rtpBp,
    ),
  );
  return { id: `keno:v1:${rtpBp}`, rtpBp, pays: tuned.map((t) => t.pays), rtps: tuned.map((t) => t.rtp) };
}

export const kenoConfigById = (id: string): KenoConfig => kenoConfig(rtpFromConfigId('keno', id));

export function assertKenoPicks(picks: readonly number[]): number[] {
  const unique = new Set(picks);
  if (
    picks.length < 1 ||
    picks.length > KENO_MAX_PICKS ||
    unique.size !== picks.length ||
    picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS)
  ) {
    throw new RangeError(`picks must be 1 to ${KENO_MAX_PICKS} different numbers from 1 to ${KENO_NUMBERS}`);
  }
  return [...picks].sort((a, b) => a - b);
}

/**
 * Draws 10 of the 40 numbers by a Fisher-Yates shuffle stopped after 10 (number i is swapped in from
 * position i + uniformInt(40 − i)), counts the ticket's hits and pays floor(stake × pay / 100).
 */
export function playKenoRound(
  config: KenoConfig,
  bet: KenoBet,
  rng: RandomSource,
): { outcome: KenoOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const picks = assertKenoPicks(bet.picks);
  const board = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + uniformInt(rng, KENO_NUMBERS - i);
    [board[i], board[j]] = [board[j]!, board[i]!];
  }
  const drawn = board.slice(0, KENO_DRAWN);
  const hits = picks.filter((n) => drawn.includes(n));
  const multiplier = config.pays[picks.length - 1]![hits.length]!;
  return { outcome: { drawn, picks, hits, multiplier }, stake, win: mulDivFloor(stake, multiplier, 100) };
}
