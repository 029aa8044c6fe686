import { uniformInt, type RandomSource } from '@app/house-games';

/**
 * The index of one entry drawn with probability weight / sum(weights): one uniform integer below the
 * total weight (no modulo bias), then the entry whose cumulative range holds it.
 */
export function pickWeighted(rng: RandomSource, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0 || weights.some((w) => !Number.isInteger(w) || w < 0)) {
    throw new RangeError('pickWeighted: weights must be non-negative integers with a positive sum');
  }
  let ticket = uniformInt(rng, total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new Error('unreachable: ticket beyond the total weight');
}

/** A uniform integer in [min, max] (inclusive), for amounts in minor units below 2^32. */
export function pickBetween(rng: RandomSource, min: bigint, max: bigint): bigint {
  if (max < min) throw new RangeError('pickBetween: max below min');
  const span = max - min + 1n;
  if (span > 4_294_967_296n) throw new RangeError('pickBetween: range too wide');
  return min + BigInt(uniformInt(rng, Number(span)));
}
