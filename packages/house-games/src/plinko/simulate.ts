import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { playPlinkoRound, type PlinkoConfig } from './plinko.js';

/** Drops `rounds` balls at a 100.00 ৳ stake (no payout is rounded) and measures the return. */
export function simulatePlinko(config: PlinkoConfig, rounds: number, rng: RandomSource): ReturnStats {
  const stats = new ReturnStats();
  const stake = 10_000;
  for (let i = 0; i < rounds; i++) stats.add(playPlinkoRound(config, { stake }, rng).win / stake);
  return stats;
}
