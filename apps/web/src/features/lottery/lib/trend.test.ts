import { describe, expect, it } from 'vitest';
import { trendNumbers, trendOf } from './trend';

describe('lottery trend', () => {
  it('counts numbers over draws, names the hottest and coldest, and splits odd from even', () => {
    const trend = trendOf([
      { kind: 'numbers', numbers: [1, 2, 3, 3, 9] },
      { kind: 'numbers', numbers: [3, 2, 0, 5, 9] },
    ]);
    expect(trend.counts).toEqual([
      { value: 0, count: 1 },
      { value: 1, count: 1 },
      { value: 2, count: 2 },
      { value: 3, count: 3 },
      { value: 5, count: 1 },
      { value: 9, count: 2 },
    ]);
    expect(trend.hot).toEqual([3, 2, 9]);
    expect(trend.cold).toEqual([5, 1, 0]);
    expect([trend.odd, trend.even]).toEqual([7, 3]);
  });

  it('reads prize results by their last two digits', () => {
    expect(trendNumbers({ kind: 'prizes', tiers: [{ name: 'special', numbers: ['12345', '07'] }] })).toEqual([
      45, 7,
    ]);
  });
});
