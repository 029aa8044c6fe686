import { assertStake, mulDivFloor, type Minor } from '../money.js';
import type { RandomSource } from '../random/random-source.js';
import { assertRtpBp, rtpFromConfigId } from '../rtp-range.js';

/** Multipliers are integers in hundredths: 250 is 2.50x. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000;
/** Displayed crash points stop at 1,000,000.00x; no target comes near it, so RTP is unaffected. */
export const CRASH_MAX_POINT = 100_000_000;
export const CRASH_DEFAULT_RTP_BP = 9900;

const TWO_POW_32 = 4_294_967_296;

export interface CrashConfig {
  id: string;
  rtpBp: number;
}

export interface CrashBet {
  stake: Minor;
  /** Auto cash-out multiplier in hundredths (101 to 100000). */
  target: number;
}

export interface CrashOutcome {
  /** Where the multiplier stopped, in hundredths (100 = crashed at once). */
  crashPoint: number;
  target: number;
  cashedOut: boolean;
}

export function crashConfig(rtpBp = CRASH_DEFAULT_RTP_BP): CrashConfig {
  return { id: `crash:v1:${assertRtpBp(rtpBp)}`, rtpBp };
}

export const crashConfigById = (id: string): CrashConfig => crashConfig(rtpFromConfigId('crash', id));

/**
 * Crash point from one uniform word k in [0, 2^32): with U = k / 2^32 and r the RTP, the multiplier is
 * r / (1 - U), shown rounded down to hundredths:
 *   crashPoint = floor(rtpBp * 2^32 / (100 * (2^32 - k))), at least 100.
 * For a target t in hundredths, crashPoint >= t iff 2^32 - k <= rtpBp * 2^32 / (100 t), which has
 * probability r / (t / 100) up to 2^-32 — so cashing out at t returns r per unit staked, for every t.
 */
export function crashPointFrom(word: number, rtpBp: number): number {
  const point = mulDivFloor(rtpBp, TWO_POW_32, 100 * (TWO_POW_32 - word));
  return Math.min(CRASH_MAX_POINT, Math.max(100, point));
}

/** Exact probability that a round reaches `target`, counted over all 2^32 words. */
export function crashReachProbability(target: number, rtpBp: number): number {
  return Math.min(TWO_POW_32, mulDivFloor(rtpBp, TWO_POW_32, 100 * target)) / TWO_POW_32;
}

/** Exact RTP of cashing out at `target`. */
export const crashRtp = (target: number, rtpBp: number): number =>
  (crashReachProbability(target, rtpBp) * target) / 100;

export function assertCrashTarget(target: number): number {
  if (!Number.isInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
    throw new RangeError(`target must be ${CRASH_MIN_TARGET}-${CRASH_MAX_TARGET} hundredths`);
  }
  return target;
}

/** Settles a bet with auto cash-out: pays floor(stake * target / 100) if the round reaches the target. */
export function playCrashRound(
  config: CrashConfig,
  bet: CrashBet,
  rng: RandomSource,
): { outcome: CrashOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const target = assertCrashTarget(bet.target);
  const crashPoint = crashPointFrom(rng.nextUint32(), config.rtpBp);
  const cashedOut = crashPoint >= target;
  return {
    outcome: { crashPoint, target, cashedOut },
    stake,
    win: cashedOut ? mulDivFloor(stake, target, 100) : 0,
  };
}
