import { describe, expect, it } from 'vitest';
import { applyRate, capOf, exceedsCap, normaliseTerms, realtimeRate, tierRate } from './contract-terms.js';

describe('contract terms', () => {
  const daily = {
    tiers: [
      { minValidBet: '0.00', minActiveMembers: 0, rateBp: 50 },
      { minValidBet: '1000.00', minActiveMembers: 3, rateBp: 120 },
      { minValidBet: '500.00', minActiveMembers: 1, rateBp: 80 },
    ],
  };

  it('applies the highest rate among the tiers whose every threshold is reached', () => {
    expect(tierRate('daily_salary', daily, { validBet: 100000n, netLoss: 0n, activeMembers: 2 })).toBe(80);
    expect(tierRate('daily_salary', daily, { validBet: 100000n, netLoss: 0n, activeMembers: 3 })).toBe(120);
    expect(tierRate('daily_salary', daily, { validBet: 49999n, netLoss: 0n, activeMembers: 9 })).toBe(50);
    const dividend = {
      period: 'weekly' as const,
      tiers: [{ minPeriodLoss: '0.01', minActiveMembers: 0, minValidBet: '0', rateBp: 900 }],
    };
    expect(tierRate('dividend', dividend, { validBet: 0n, netLoss: 0n, activeMembers: 0 })).toBe(0);
    expect(tierRate('dividend', dividend, { validBet: 0n, netLoss: 1n, activeMembers: 0 })).toBe(900);
  });

  it('picks the real-time rate by the round outcome and the single bet minimum', () => {
    const terms = { profitRateBp: 20, lossRateBp: 50, singleBetMin: '10.00' };
    expect(realtimeRate(terms, 1000n, 0n)).toBe(50);
    expect(realtimeRate(terms, 1000n, 1000n)).toBe(20);
    expect(realtimeRate(terms, 999n, 0n)).toBe(0);
  });

  it('caps offers at the offering agent own rates', () => {
    const cap = capOf('daily_salary', daily);
    expect(cap.maxRateBp).toBe(120);
    expect(
      exceedsCap('daily_salary', { tiers: [{ minValidBet: '0', minActiveMembers: 0, rateBp: 120 }] }, cap),
    ).toBeNull();
    expect(
      exceedsCap('daily_salary', { tiers: [{ minValidBet: '0', minActiveMembers: 0, rateBp: 121 }] }, cap),
    ).toEqual({
      key: 'contract_rate_above_own',
      max: 120,
    });
    const realtime = capOf('realtime_salary', { profitRateBp: 20, lossRateBp: 50, singleBetMin: '0' });
    expect(
      exceedsCap('realtime_salary', { profitRateBp: 21, lossRateBp: 0, singleBetMin: '0' }, realtime),
    ).not.toBeNull();
    expect(
      exceedsCap('realtime_salary', { profitRateBp: 20, lossRateBp: 50, singleBetMin: '5' }, realtime),
    ).toBeNull();
  });

  it('floors to a whole poisha once and pays nothing on a negative sum', () => {
    expect(applyRate(19999n)).toBe(1n);
    expect(applyRate(-50000n)).toBe(0n);
    expect(normaliseTerms('realtime_salary', { profitRateBp: 1, lossRateBp: 1, singleBetMin: '5' })).toEqual({
      profitRateBp: 1,
      lossRateBp: 1,
      singleBetMin: '5.00',
    });
  });
});
