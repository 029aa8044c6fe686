import { createFairRandom, createServerSeed } from '@app/house-games/server';
import { describe, expect, it } from 'vitest';
import { pickBetween, pickWeighted } from './weighted-pick.js';

const DRAWS = 1_000_000;

/**
 * Draws DRAWS prizes from one fair stream and holds every prize's count to its expected count within
 * 5 standard deviations (a correct picker fails this about once in 1.7 million runs per prize), and
 * the whole table to a chi-square bound at p = 0.0001.
 */
function expectFrequencies(weights: number[], chiSquareBound: number) {
  const rng = createFairRandom(createServerSeed(), 'stat-test', 0);
  const counts = new Array<number>(weights.length).fill(0);
  for (let i = 0; i < DRAWS; i += 1) counts[pickWeighted(rng, weights)]! += 1;
  const total = weights.reduce((a, b) => a + b, 0);
  let chiSquare = 0;
  for (const [index, weight] of weights.entries()) {
    const p = weight / total;
    const expected = DRAWS * p;
    const sd = Math.sqrt(DRAWS * p * (1 - p));
    expect(Math.abs(counts[index]! - expected), `prize ${index}`).toBeLessThan(5 * sd);
    chiSquare += (counts[index]! - expected) ** 2 / expected;
  }
  expect(chiSquare).toBeLessThan(chiSquareBound);
}

describe('fair weighted draws', () => {
  it('the prize wheel: 8 segments hit their configured probabilities over 1,000,000 spins', () => {
    // Chi-square with 7 degrees of freedom, p = 0.0001: 29.88.
    expectFrequencies([400, 250, 150, 100, 60, 30, 9, 1], 29.88);
  });

  it('the golden egg: 5 prizes, one very rare, over 1,000,000 eggs', () => {
    // Chi-square with 4 degrees of freedom, p = 0.0001: 23.51.
    expectFrequencies([7000, 2000, 900, 99, 1], 23.51);
  });

  it('never picks a zero-weight prize and refuses a table without weight', () => {
    const rng = createFairRandom(createServerSeed(), 'stat-test', 1);
    for (let i = 0; i < 10_000; i += 1) expect(pickWeighted(rng, [0, 3, 0, 1])).not.toBe(0);
    expect(() => pickWeighted(rng, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(rng, [])).toThrow(RangeError);
  });

  it('envelope amounts stay within their range', () => {
    const rng = createFairRandom(createServerSeed(), 'stat-test', 2);
    for (let i = 0; i < 10_000; i += 1) {
      const amount = pickBetween(rng, 100n, 500n);
      expect(amount >= 100n && amount <= 500n).toBe(true);
    }
    expect(pickBetween(rng, 7n, 7n)).toBe(7n);
  });
});
