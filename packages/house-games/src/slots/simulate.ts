import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { SlotMachine } from './machine.js';
import type { SlotConfig } from './types.js';

/** Plays `rounds` paid spins (with their free spins) in exact units, without building results. */
export function simulateSlots(config: SlotConfig, rounds: number, rng: RandomSource): ReturnStats {
  const machine = new SlotMachine(config);
  const stats = new ReturnStats();
  const perStake = 1 / (100 * config.cost);
  for (let i = 0; i < rounds; i++) stats.add(machine.playRound(rng) * perStake);
  return stats;
}
