import { describe, expect, it } from 'vitest';
import { pointsForBet } from './points.service.js';

describe('points for a valid bet', () => {
  it('earns whole points at the rate, dropping the fraction of a unit', () => {
    const rule = { pointsPerUnit: 1, unit: 100n }; // 1 point per 1.00
    expect(pointsForBet(25_050n, rule)).toBe(250n);
    expect(pointsForBet(99n, rule)).toBe(0n);
    expect(pointsForBet(1_000n, { pointsPerUnit: 3, unit: 200n })).toBe(15n);
  });

  it('scales by the VIP level percent', () => {
    const rule = { pointsPerUnit: 1, unit: 100n };
    expect(pointsForBet(10_000n, rule, 150)).toBe(150n);
    expect(pointsForBet(10_050n, rule, 50)).toBe(50n);
    expect(pointsForBet(10_000n, rule, 0)).toBe(0n);
  });

  it('earns nothing for no valid bet or a zero rate', () => {
    expect(pointsForBet(0n, { pointsPerUnit: 5, unit: 100n })).toBe(0n);
    expect(pointsForBet(-500n, { pointsPerUnit: 5, unit: 100n })).toBe(0n);
    expect(pointsForBet(10_000n, { pointsPerUnit: 0, unit: 100n })).toBe(0n);
  });
});
