import type { LpDrawResult } from '@app/lottery-provider/client-api';

/** The numbers a result shows for the trend: the drawn numbers, or each prize's last two digits. */
export function trendNumbers(result: LpDrawResult): number[] {
  return result.kind === 'numbers'
    ? result.numbers
    : result.tiers.flatMap((tier) => tier.numbers.map((n) => Number(n.slice(-2))));
}

export interface Trend {
  /** How often each number showed over the draws, number order. */
  counts: { value: number; count: number }[];
  hot: number[];
  cold: number[];
  odd: number;
  even: number;
}

/** Number distribution of recent results: counts, the three hottest and coldest, odd against even. */
export function trendOf(results: readonly LpDrawResult[]): Trend {
  const counts = new Map<number, number>();
  let odd = 0;
  let even = 0;
  for (const result of results) {
    for (const value of trendNumbers(result)) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
      if (value % 2 === 1) odd++;
      else even++;
    }
  }
  const list = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value);
  const byCount = [...list].sort((a, b) => b.count - a.count || a.value - b.value);
  return {
    counts: list,
    hot: byCount.slice(0, 3).map((entry) => entry.value),
    cold: byCount
      .slice(-3)
      .reverse()
      .map((entry) => entry.value),
    odd,
    even,
  };
}
