import { parseMinor, type CreditReportCategory } from '@app/contracts';

/** The lines the chart draws (net is the table's last line, not a bar). */
export const chartLines = ['deposits', 'withdrawals', 'bonuses', 'rebate', 'bets', 'wins'] as const;

export interface Bar {
  line: (typeof chartLines)[number];
  amount: bigint;
  /** Share of the largest absolute amount, 0..100 (integer arithmetic: no floats on money). */
  percent: number;
}

/** Bars of the period's lines, scaled to the largest absolute amount. */
export function barsOf(totals: Record<CreditReportCategory, string>): Bar[] {
  const amounts = chartLines.map((line) => ({ line, amount: parseMinor(totals[line]) ?? 0n }));
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const largest = amounts.reduce((max, { amount }) => (abs(amount) > max ? abs(amount) : max), 0n);
  return amounts.map(({ line, amount }) => ({
    line,
    amount,
    percent: largest === 0n ? 0 : Number((abs(amount) * 100n) / largest),
  }));
}
