import { describe, expect, it } from 'vitest';
import { bookSettingsSchema } from '../settings.js';
import { betLimits, marketLimitsFor, playerLimitsFor } from './limits.js';

const settings = bookSettingsSchema.parse({
  limits: { minStake: 100, maxStake: 10_000, maxPayout: 100_000, maxStakePerMarket: 20_000, maxLegs: 12 },
  marketLimits: {
    maxStake: 1_000_000,
    maxLiability: 500_000,
    selectionMaxStake: 400_000,
    selectionMaxLiability: 300_000,
  },
  sportLimits: { cricket: { maxStake: 5_000, maxLiability: 50_000 } },
});

describe('sportsbook limits', () => {
  it("takes a market's own limit, else its sport's, else the book's", () => {
    expect(marketLimitsFor(settings, 'football', null)).toEqual({
      maxStake: 10_000n,
      maxPayout: 100_000n,
      maxLiability: 500_000n,
    });
    expect(marketLimitsFor(settings, 'cricket', null)).toEqual({
      maxStake: 5_000n,
      maxPayout: 100_000n,
      maxLiability: 50_000n,
    });
    expect(marketLimitsFor(settings, 'cricket', { maxStake: 20_000, maxPayout: null })).toEqual({
      maxStake: 20_000n,
      maxPayout: 100_000n,
      maxLiability: 50_000n,
    });
  });

  it("holds a player to their own limits where set, else the book's", () => {
    expect(playerLimitsFor(settings, null)).toEqual({
      maxStake: 10_000n,
      maxPayout: 100_000n,
      maxStakePerMarket: 20_000n,
    });
    expect(playerLimitsFor(settings, { maxStake: 500n, maxPayout: null, maxStakePerMarket: 900n })).toEqual({
      maxStake: 500n,
      maxPayout: 100_000n,
      maxStakePerMarket: 900n,
    });
  });

  it('bounds a multiple by the lowest of the player and every leg, and passes each leg its market totals', () => {
    const limits = betLimits(settings, { maxStake: 8_000n, maxPayout: null, maxStakePerMarket: null }, [
      { sport: 'football', limits: { maxPayout: 60_000 } },
      { sport: 'cricket', limits: null },
    ]);
    expect(limits.maxStake).toBe(5_000n);
    expect(limits.maxPayout).toBe(60_000n);
    expect(limits.reservation).toEqual([
      {
        playerStake: '20000',
        stake: '1000000',
        selectionStake: '400000',
        selectionLiability: '300000',
        liability: '500000',
      },
      {
        playerStake: '20000',
        stake: '1000000',
        selectionStake: '400000',
        selectionLiability: '300000',
        liability: '50000',
      },
    ]);
  });
});
