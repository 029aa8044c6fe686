import type { RandomSource } from '@app/house-games';
import { drawDigits, drawDistinct } from '../fair/draw-numbers.js';

/** The kinds of draw the provider runs; every game is one of them with its own schedule and odds. */
export const lotteryFamilies = [
  'SSC',
  'PK10',
  '11X5',
  'LHC',
  'LF',
  'VN_NORTH',
  'VN_SOUTH',
  'THAI',
  '4D',
] as const;
export type LotteryFamily = (typeof lotteryFamilies)[number];

/**
 * A draw's result. High-frequency games: `numbers` in draw order (SSC five digits, PK10 the ten cars
 * by finishing position, 11X5 five of 1-11, LHC six of 1-49 then the special number, LF twenty of 1-80).
 * Vietnam and 4D: prize tiers of digit strings, highest first. Thai: the first prize and its side prizes.
 */
export type DrawResult =
  { kind: 'numbers'; numbers: number[] } | { kind: 'prizes'; tiers: { name: string; numbers: string[] }[] };

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** [tier name, how many numbers, digits each], highest prize first. */
type TierPlan = readonly (readonly [string, number, number])[];

/** Vietnam North (Miền Bắc): 27 prizes, a five-digit special prize. */
export const vnNorthTiers: TierPlan = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];
/** Vietnam South and Central (Miền Nam, Miền Trung): 18 prizes, six-digit special, two-digit eighth. */
export const vnSouthTiers: TierPlan = [
  ['special', 1, 6],
  ['first', 1, 5],
  ['second', 1, 5],
  ['third', 2, 5],
  ['fourth', 7, 5],
  ['fifth', 1, 4],
  ['sixth', 3, 4],
  ['seventh', 1, 3],
  ['eighth', 1, 2],
];
/** Thai government lottery: six-digit first prize, two front and two back three-digit, one two-digit. */
export const thaiTiers: TierPlan = [
  ['first', 1, 6],
  ['front3', 2, 3],
  ['back3', 2, 3],
  ['bottom2', 1, 2],
];
/** 4D: first, second, third, ten special and ten consolation prizes, 23 distinct four-digit numbers. */
export const fourDTiers: TierPlan = [
  ['first', 1, 4],
  ['second', 1, 4],
  ['third', 1, 4],
  ['special', 10, 4],
  ['consolation', 10, 4],
];

function drawTiers(rng: RandomSource, plan: TierPlan): DrawResult {
  return {
    kind: 'prizes',
    tiers: plan.map(([name, count, width]) => ({
      name,
      numbers: Array.from({ length: count }, () => drawDigits(rng, width).join('')),
    })),
  };
}

function drawDistinctTiers(rng: RandomSource, plan: TierPlan, width: number): DrawResult {
  const total = plan.reduce((sum, [, count]) => sum + count, 0);
  const numbers = drawDistinct(rng, total, 0, 10 ** width - 1).map((n) => padded(n, width));
  let next = 0;
  return {
    kind: 'prizes',
    tiers: plan.map(([name, count]) => ({ name, numbers: numbers.slice(next, (next += count)) })),
  };
}

export const tierPlans: Partial<Record<LotteryFamily, TierPlan>> = {
  VN_NORTH: vnNorthTiers,
  VN_SOUTH: vnSouthTiers,
  THAI: thaiTiers,
  '4D': fourDTiers,
};

/** Draws a family's result from the fair stream (the order of the calls is part of the published scheme). */
export function drawResult(family: LotteryFamily, rng: RandomSource): DrawResult {
  switch (family) {
    case 'SSC':
      return { kind: 'numbers', numbers: drawDigits(rng, 5) };
    case 'PK10':
      return { kind: 'numbers', numbers: drawDistinct(rng, 10, 1, 10) };
    case '11X5':
      return { kind: 'numbers', numbers: drawDistinct(rng, 5, 1, 11) };
    case 'LHC':
      return { kind: 'numbers', numbers: drawDistinct(rng, 7, 1, 49) };
    case 'LF':
      return { kind: 'numbers', numbers: drawDistinct(rng, 20, 1, 80) };
    case 'VN_NORTH':
      return drawTiers(rng, vnNorthTiers);
    case 'VN_SOUTH':
      return drawTiers(rng, vnSouthTiers);
    case 'THAI':
      return drawTiers(rng, thaiTiers);
    case '4D':
      return drawDistinctTiers(rng, fourDTiers, 4);
  }
}

/** Whether an operator-entered result has the family's shape (counts, ranges, widths). */
export function resultShapeProblem(family: LotteryFamily, result: DrawResult): string | null {
  const plan = tierPlans[family];
  if (plan) {
    if (result.kind !== 'prizes' || result.tiers.length !== plan.length) {
      return `the result needs the prize tiers ${plan.map(([name]) => name).join(', ')}`;
    }
    for (const [index, [name, count, width]] of plan.entries()) {
      const tier = result.tiers[index]!;
      if (tier.name !== name || tier.numbers.length !== count) return `tier ${name} needs ${count} numbers`;
      if (!tier.numbers.every((n) => new RegExp(`^[0-9]{${width}}$`).test(n))) {
        return `tier ${name} numbers have ${width} digits`;
      }
    }
    return null;
  }
  const shape = {
    SSC: [5, 0, 9, false],
    PK10: [10, 1, 10, true],
    '11X5': [5, 1, 11, true],
    LHC: [7, 1, 49, true],
    LF: [20, 1, 80, true],
  } as const;
  const [count, min, max, distinct] = shape[family as keyof typeof shape];
  if (result.kind !== 'numbers' || result.numbers.length !== count)
    return `the result needs ${count} numbers`;
  if (!result.numbers.every((n) => Number.isInteger(n) && n >= min && n <= max)) {
    return `numbers are ${min} to ${max}`;
  }
  if (distinct && new Set(result.numbers).size !== count) return 'numbers must be different';
  return null;
}

/** Every prize's last two digits (Vietnamese lô reads these; repeats count once each). */
export function lastTwoOfEveryPrize(result: DrawResult): string[] {
  if (result.kind !== 'prizes') return [];
  return result.tiers.flatMap((tier) => tier.numbers.map((n) => n.slice(-2)));
}

export function tierNumbers(result: DrawResult, name: string): string[] {
  return result.kind === 'prizes' ? (result.tiers.find((tier) => tier.name === name)?.numbers ?? []) : [];
}
