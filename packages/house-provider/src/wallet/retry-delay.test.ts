import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('takes off at most 20% as jitter', () => {
    expect(retryDelayMs(1, () => 0.999999)).toBe(800);
    expect(retryDelayMs(7, () => 0.5)).toBe(54_000);
  });
});
