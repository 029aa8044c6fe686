import { describe, expect, it } from 'vitest';
import {
  allVoid,
  bestOf,
  betPayout,
  fairOdds,
  handicapOutcome,
  isQuarterLine,
  lineOutcome,
  totalOutcome,
} from './outcome.js';

describe('line settlement', () => {
  it('recognises quarter lines', () => {
    expect(isQuarterLine(0.25)).toBe(true);
    expect(isQuarterLine(-0.75)).toBe(true);
    expect(isQuarterLine(2.25)).toBe(true);
    expect(isQuarterLine(2.5)).toBe(false);
    expect(isQuarterLine(-1)).toBe(false);
  });

  it('settles whole lines as won, push (void) or lost', () => {
    expect(handicapOutcome(2, 1, -1)).toEqual({ result: 'void' });
    expect(handicapOutcome(3, 1, -1)).toEqual({ result: 'won' });
    expect(handicapOutcome(1, 1, -1)).toEqual({ result: 'lost' });
    expect(totalOutcome(2, 2, 'over')).toEqual({ result: 'void' });
  });

  it('settles half lines with no push', () => {
    expect(handicapOutcome(1, 1, -0.5)).toEqual({ result: 'lost' });
    expect(handicapOutcome(1, 1, 0.5)).toEqual({ result: 'won' });
    expect(totalOutcome(3, 2.5, 'over')).toEqual({ result: 'won' });
    expect(totalOutcome(3, 2.5, 'under')).toEqual({ result: 'lost' });
  });

  it('settles quarter lines half won and half lost', () => {
    // Home -0.25 (0 and -0.5): a draw is half lost, a win won.
    expect(handicapOutcome(1, 1, -0.25)).toEqual({ result: 'half_lost' });
    expect(handicapOutcome(2, 1, -0.25)).toEqual({ result: 'won' });
    // Away +0.25 on a draw: half won.
    expect(handicapOutcome(1, 1, 0.25)).toEqual({ result: 'half_won' });
    // Home -0.75 (-0.5 and -1) winning by one: half won.
    expect(handicapOutcome(2, 1, -0.75)).toEqual({ result: 'half_won' });
    expect(handicapOutcome(1, 0, 0.75 - 1.5)).toEqual({ result: 'half_won' });
    // Over 2.25 on 2 goals: half lost; on 3: won. Under 2.75 on 3 goals: half lost.
    expect(totalOutcome(2, 2.25, 'over')).toEqual({ result: 'half_lost' });
    expect(totalOutcome(3, 2.25, 'over')).toEqual({ result: 'won' });
    expect(totalOutcome(3, 2.75, 'under')).toEqual({ result: 'half_lost' });
    expect(totalOutcome(3, 2.75, 'over')).toEqual({ result: 'half_won' });
    expect(lineOutcome(-1, -0.25)).toEqual({ result: 'lost' });
  });
});

describe('payouts', () => {
  const stake = 10_000n; // 100.00
  it('pays a single at its odds, nothing when lost and the stake on a push', () => {
    expect(betPayout(stake, [{ odds: 185n, outcome: { result: 'won' } }])).toBe(18_500n);
    expect(betPayout(stake, [{ odds: 185n, outcome: { result: 'lost' } }])).toBe(0n);
    expect(betPayout(stake, [{ odds: 185n, outcome: { result: 'void' } }])).toBe(10_000n);
  });

  it('pays quarter-line halves', () => {
    // Half at 1.90 (95.00) and half back (50.00).
    expect(betPayout(stake, [{ odds: 190n, outcome: { result: 'half_won' } }])).toBe(14_500n);
    expect(betPayout(stake, [{ odds: 190n, outcome: { result: 'half_lost' } }])).toBe(5_000n);
  });

  it('splits a dead heat', () => {
    const tied = bestOf({ a: 45, b: 45, c: 10 });
    expect(tied.a).toEqual({ result: 'won', deadHeat: 2 });
    expect(tied.c).toEqual({ result: 'lost' });
    expect(betPayout(stake, [{ odds: 500n, outcome: tied.a! }])).toBe(25_000n);
    expect(bestOf({ a: 50, b: 12 }).a).toEqual({ result: 'won' });
  });

  it('multiplies the legs of a multiple, a voided leg counting at 1.00', () => {
    const legs = [
      { odds: 200n, outcome: { result: 'won' as const } },
      { odds: 150n, outcome: { result: 'won' as const } },
      { odds: 300n, outcome: { result: 'void' as const } },
    ];
    expect(betPayout(stake, legs)).toBe(30_000n);
    expect(betPayout(stake, [...legs, { odds: 180n, outcome: { result: 'lost' } }])).toBe(0n);
    expect(betPayout(stake, [...legs, { odds: 190n, outcome: { result: 'half_won' } }])).toBe(43_500n);
    expect(allVoid([{ result: 'void' }, { result: 'void' }])).toBe(true);
    expect(allVoid(legs.map((leg) => leg.outcome))).toBe(false);
  });

  it('rounds payouts down to the minor unit', () => {
    expect(betPayout(333n, [{ odds: 177n, outcome: { result: 'won' } }])).toBe(589n);
  });
});

describe('fair odds', () => {
  it('prices from sampled outcomes so the expected return is the stake', () => {
    expect(fairOdds([{ result: 'won' }, { result: 'lost' }])).toBe(2);
    expect(fairOdds([{ result: 'won' }, { result: 'void' }, { result: 'lost' }])).toBe(2);
    expect(fairOdds([{ result: 'half_won' }, { result: 'lost' }])).toBeCloseTo(3);
    expect(fairOdds([{ result: 'won', deadHeat: 2 }, { result: 'lost' }])).toBe(4);
    expect(fairOdds([{ result: 'lost' }])).toBeNull();
  });
});
