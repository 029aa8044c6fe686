import { z } from 'zod';
import { creditReportCategories } from './credit-report-constants.js';
import { dateRangeQuerySchema } from './game-records.js';
import { moneySchema } from './wallet.js';

/** The credit report's period: local days from..to (site time zone, inclusive), at most creditReportMaxDays. */
export const creditReportQuerySchema = dateRangeQuerySchema;
export type CreditReportQuery = z.input<typeof creditReportQuerySchema>;

/** Signed sums of the member's wallet movements: money in positive, money out negative; net is their sum. */
export const creditReportTotalsSchema = z.object(
  Object.fromEntries(creditReportCategories.map((category) => [category, moneySchema])) as Record<
    (typeof creditReportCategories)[number],
    typeof moneySchema
  >,
);
export type CreditReportTotals = z.infer<typeof creditReportTotalsSchema>;

export const creditReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  openingBalance: moneySchema.describe('the wallet balance at the start of the period'),
  closingBalance: moneySchema.describe('the wallet balance at its end (opening + net)'),
  totals: creditReportTotalsSchema,
  days: z
    .array(creditReportTotalsSchema.extend({ date: z.string().describe('yyyy-MM-dd in the site time zone') }))
    .describe('only days with movements, oldest first'),
});
export type CreditReport = z.infer<typeof creditReportSchema>;
