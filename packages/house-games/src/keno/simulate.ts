import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { playKenoRound, type KenoConfig } from './keno.js';

/** Plays `rounds` tickets at a 100.00 ৳ stake, cycling through the given tickets, and measures the return. */
export function simulateKeno(
  config: KenoConfig,
  tickets: readonly (readonly number[])[],
  rounds: number,
  rng: RandomSource,
): ReturnStats {
  const stats = new ReturnStats();
  const stake = 10_000;
  for (let i = 0; i < rounds; i++) {
    stats.add(playKenoRound(config, { stake, picks: [...tickets[i % tickets.length]!] }, rng).win / stake);
  }
  return stats;
}
