import { describe, expect, it } from 'vitest';
import { apportionFloor, assertStake, MAX_STAKE, mulDivFloor } from './money.js';

describe('payout rounding', () => {
  it('is floor(a * b / c), exact, in the house’s favour', () => {
    expect(mulDivFloor(15, 195, 100)).toBe(29); // banker win on 15 poisha: 29.25 -> 29
    expect(mulDivFloor(101, 50, 100)).toBe(50); // dragon tiger half-back: 50.5 -> 50
    expect(mulDivFloor(333, 175, 100)).toBe(582);
    expect(mulDivFloor(100, 195, 100)).toBe(195);
    expect(mulDivFloor(0, 195, 100)).toBe(0);
  });

  it('agrees with exact integer division near the top of the safe range', () => {
    for (let i = 1; i < 2000; i++) {
      const c = 1 + ((i * 2_654_435_761) % 1_073_741_824);
      const b = Math.floor(Number.MAX_SAFE_INTEGER / c);
      const expected = Number((BigInt(b) * BigInt(c) - 1n) / BigInt(c));
      expect(mulDivFloor(1, b * c - 1, c)).toBe(expected);
    }
  });

  it('falls back to BigInt when the product leaves the safe range', () => {
    expect(mulDivFloor(MAX_STAKE, 1_000_000_000, 1_000_000)).toBe(MAX_STAKE * 1000);
    expect(() => mulDivFloor(Number.MAX_SAFE_INTEGER, 4, 1)).toThrow(RangeError);
  });

  it('refuses non-integers and bad divisors', () => {
    expect(() => mulDivFloor(1.5, 2, 3)).toThrow(RangeError);
    expect(() => mulDivFloor(1, 2, 0)).toThrow(RangeError);
    expect(() => mulDivFloor(-1, 2, 3)).toThrow(RangeError);
  });
});

describe('stakes', () => {
  it('are whole minor units from 1 to MAX_STAKE', () => {
    expect(assertStake(1)).toBe(1);
    expect(assertStake(MAX_STAKE)).toBe(MAX_STAKE);
    for (const bad of [0, -1, 0.5, MAX_STAKE + 1, Number.NaN, Infinity])
      expect(() => assertStake(bad)).toThrow(RangeError);
  });
});

describe('apportionFloor', () => {
  it('splits the rounded-down total, the leftover poisha to the largest fractions', () => {
    // Exact shares of 7 * [3, 3, 4] / 10: 2.1, 2.1, 2.8; total 7 -> 2, 2, 3.
    expect(apportionFloor(7, [3, 3, 4], 10)).toEqual([2, 2, 3]);
    // 0.5 + 0.5 + 0.5 = 1.5 -> one poisha, to the first of the equal fractions.
    expect(apportionFloor(1, [5, 5, 5], 10)).toEqual([1, 0, 0]);
    expect(apportionFloor(100, [], 10)).toEqual([]);
  });

  it('keeps every share within a poisha of its exact value and sums to the floor of the total', () => {
    for (let seed = 1; seed < 300; seed++) {
      const parts = Array.from(
        { length: 1 + (seed % 7) },
        (_, i) => ((seed * 7919 + i * 104_729) % 100_000) + 1,
      );
      const stake = 1 + ((seed * 31) % 997);
      const shares = apportionFloor(stake, parts, 2000);
      const total = parts.reduce((sum, part) => sum + part, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.floor((stake * total) / 2000));
      parts.forEach((part, i) => expect(Math.abs(shares[i]! - (stake * part) / 2000)).toBeLessThan(1));
    }
  });
});
