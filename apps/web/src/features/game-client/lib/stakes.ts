import type { EngineConfig } from '@app/house-games';

/** Table, crash and fish chips in minor units: ৳0.10 up to ৳10,000 in 1-2-5 steps. */
const chipSteps = [
  10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000,
  1_000_000,
];
/** Slot credit values in minor units: the stake is a whole number of credits, so pays round less. */
const creditSteps = [1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 400, 500, 1_000, 2_000, 5_000, 10_000, 20_000];
const MIN_CHIP = 10;
const MAX_CHIP = 1_000_000;
/** The stake a game opens with: the smallest chip from ৳1. */
const DEFAULT_FROM = 100;

/**
 * The stakes a player picks from, in minor units, smallest first. A slot spin costs `cost` credits
 * (its lines or its ways multiplier), so its stakes are whole credits: 25 lines × 4 poisha = ৳1.00.
 */
export function stakeSteps(engine: EngineConfig): number[] {
  const steps =
    engine.engine === 'slots' ? creditSteps.map((credit) => credit * engine.config.cost) : chipSteps;
  return steps.filter((stake) => stake >= MIN_CHIP && stake <= MAX_CHIP);
}

export function defaultStake(steps: readonly number[]): number {
  return steps.find((stake) => stake >= DEFAULT_FROM) ?? steps[0] ?? DEFAULT_FROM;
}

/** The next smaller or larger step from `stake` (it may lie between steps), staying within the steps. */
export function stepStake(steps: readonly number[], stake: number, direction: 1 | -1): number {
  if (steps.length === 0) return stake;
  if (direction === 1) return steps.find((step) => step > stake) ?? steps.at(-1)!;
  return steps.findLast((step) => step < stake) ?? steps[0]!;
}
