import { describe, expect, it } from 'vitest';
import { barsOf } from './chart-bars';

describe('credit report chart', () => {
  it('scales each line to the largest absolute amount', () => {
    const bars = barsOf({
      deposits: '1000.00',
      withdrawals: '-250.00',
      bonuses: '80.00',
      rebate: '12.34',
      bets: '-200.00',
      wins: '480.50',
      other: '5.00',
      net: '1127.84',
    });
    expect(bars.map((bar) => [bar.line, bar.percent])).toEqual([
      ['deposits', 100],
      ['withdrawals', 25],
      ['bonuses', 8],
      ['rebate', 1],
      ['bets', 20],
      ['wins', 48],
    ]);
    expect(bars[1]?.amount).toBe(-25000n);
  });

  it('draws nothing for an empty period', () => {
    const zero = '0.00';
    const bars = barsOf({
      deposits: zero,
      withdrawals: zero,
      bonuses: zero,
      rebate: zero,
      bets: zero,
      wins: zero,
      other: zero,
      net: zero,
    });
    expect(bars.every((bar) => bar.percent === 0)).toBe(true);
  });
});
