import { assertStake, mulDivFloor, type Minor } from '../money.js';
import { choose, scalePays } from '../pay-scale.js';
import { uniformInt, type RandomSource } from '../random/random-source.js';
import { assertRtpBp, rtpFromConfigId } from '../rtp-range.js';

/** Rows of pegs; the ball lands in one of ROWS + 1 slots. */
export const PLINKO_ROWS = 12;
export const PLINKO_DEFAULT_RTP_BP = 9900;

/** Multiples of the left half of the slots (edge to middle) before tuning; the right half mirrors it. */
const BASE_HALF = [33, 11, 4, 2, 1.1, 0.6, 0.3] as const;
/**
 * Ways to reach slot k (k rights out of 12 bounces) are C(12, k) of 4096; tuned by halves, each slot
 * but the middle one counts for itself and its mirror, so the table stays symmetric.
 */
const HALF_PATHS = BASE_HALF.map((_, k) => (k === PLINKO_ROWS / 2 ? 1 : 2) * choose(PLINKO_ROWS, k));

export interface PlinkoConfig {
  id: string;
  rtpBp: number;
  /** Pay of each slot in hundredths of the stake. */
  pays: number[];
  /** Exact RTP (a fraction). */
  rtp: number;
}

export interface PlinkoBet {
  stake: Minor;
}

export interface PlinkoOutcome {
  /** 0 left, 1 right at each row of pegs, top to bottom. */
  path: number[];
  slot: number;
  /** Pay in hundredths of the stake. */
  multiplier: number;
}

export function plinkoConfig(rtpBp = PLINKO_DEFAULT_RTP_BP): PlinkoConfig {
  const { pays: half, rtp } = scalePays(BASE_HALF, HALF_PATHS, assertRtpBp(rtpBp));
  const pays = [...half, ...half.slice(0, -1).reverse()];
  return { id: `plinko:v1:${rtpBp}`, rtpBp, pays, rtp };
}

export const plinkoConfigById = (id: string): PlinkoConfig => plinkoConfig(rtpFromConfigId('plinko', id));

/**
 * A ball dropped through 12 rows: one fair left/right bounce per row (uniformInt(2), top to bottom);
 * the slot is the number of rights, so slot k has probability C(12, k) / 4096. Pays
 * floor(stake × pay / 100).
 */
export function playPlinkoRound(
  config: PlinkoConfig,
  bet: PlinkoBet,
  rng: RandomSource,
): { outcome: PlinkoOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const path = Array.from({ length: PLINKO_ROWS }, () => uniformInt(rng, 2));
  const slot = path.reduce((sum, step) => sum + step, 0);
  const multiplier = config.pays[slot]!;
  return { outcome: { path, slot, multiplier }, stake, win: mulDivFloor(stake, multiplier, 100) };
}
