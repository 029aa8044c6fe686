import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { playCrashRound, type CrashConfig } from './crash.js';

/** Plays `rounds` bets with auto cash-out at `target`, each stake 100.00 ৳ so no payout is rounded. */
export function simulateCrash(
  config: CrashConfig,
  target: number,
  rounds: number,
  rng: RandomSource,
): ReturnStats {
  const stats = new ReturnStats();
  const stake = 10_000;
  for (let i = 0; i < rounds; i++) stats.add(playCrashRound(config, { stake, target }, rng).win / stake);
  return stats;
}
