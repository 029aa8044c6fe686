import { uniformInt, type RandomSource } from '@app/house-games';

/** k digits 0 to `base - 1`, repeats allowed, in draw order. */
export function drawDigits(rng: RandomSource, count: number, base = 10): number[] {
  return Array.from({ length: count }, () => uniformInt(rng, base));
}

/** k distinct numbers from `from` to `to` in draw order (the first k steps of a Fisher-Yates shuffle). */
export function drawDistinct(rng: RandomSource, count: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = 0; i < count; i++) {
    const j = i + uniformInt(rng, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
