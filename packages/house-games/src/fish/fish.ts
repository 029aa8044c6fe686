import { assertStake, mulDivFloor, type Minor } from '../money.js';
import { uniformInt, type RandomSource } from '../random/random-source.js';
import { assertRtpBp, rtpFromConfigId } from '../rtp-range.js';
import { fishTypeById } from './fish-types.js';

export const FISH_DEFAULT_RTP_BP = 9600;

export interface FishConfig {
  id: string;
  rtpBp: number;
}

export interface FishBet {
  stake: Minor;
  /** Id of the fish type shot at (see fishTypes). */
  fish: string;
}

export interface FishOutcome {
  fish: string;
  multiplier: number;
  /** The uniform draw in [0, 10000 * multiplier); the fish is caught when it is below rtpBp. */
  roll: number;
  caught: boolean;
}

export function fishConfig(rtpBp = FISH_DEFAULT_RTP_BP): FishConfig {
  return { id: `fish:v1:${assertRtpBp(rtpBp)}`, rtpBp };
}

export const fishConfigById = (id: string): FishConfig => fishConfig(rtpFromConfigId('fish', id));

/**
 * One shot. A fish paying m times the bet is caught with probability p = rtp / m, drawn exactly as
 * roll < rtpBp with roll uniform in [0, 10000 m), so every fish returns rtp per unit staked.
 */
export function playFishRound(
  config: FishConfig,
  bet: FishBet,
  rng: RandomSource,
): { outcome: FishOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const { id, multiplier } = fishTypeById(bet.fish);
  const roll = uniformInt(rng, 10_000 * multiplier);
  const caught = roll < config.rtpBp;
  return {
    outcome: { fish: id, multiplier, roll, caught },
    stake,
    win: caught ? mulDivFloor(stake, multiplier, 1) : 0,
  };
}
