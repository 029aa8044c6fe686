import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { playFishRound, type FishConfig } from './fish.js';

/** Fires `rounds` shots, cycling through `fish`, and measures the return per unit staked. */
export function simulateFish(
  config: FishConfig,
  fish: readonly string[],
  rounds: number,
  rng: RandomSource,
): ReturnStats {
  const stats = new ReturnStats();
  const stake = 100;
  for (let i = 0; i < rounds; i++) {
    stats.add(playFishRound(config, { stake, fish: fish[i % fish.length]! }, rng).win / stake);
  }
  return stats;
}
