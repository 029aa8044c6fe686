import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { playScratchRound, type ScratchConfig } from './scratch.js';

/** Scratches `rounds` cards at a 100.00 ৳ stake and measures the return. */
export function simulateScratch(config: ScratchConfig, rounds: number, rng: RandomSource): ReturnStats {
  const stats = new ReturnStats();
  const stake = 10_000;
  for (let i = 0; i < rounds; i++) stats.add(playScratchRound(config, { stake }, rng).win / stake);
  return stats;
}
