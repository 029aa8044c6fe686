import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './wallet.js';

// The operator console's reports: one table per report over a range of local days (the site's time
// zone), paged, each exportable as CSV with the same columns.

export const reportKinds = [
  'ggr_day',
  'ggr_game',
  'ggr_vendor',
  'ggr_category',
  'ggr_agent',
  'payment_channel',
  'bonus_cost',
  'retention',
] as const;
export type ReportKind = (typeof reportKinds)[number];

/** How a column's values read: money (decimal string), a count, a share (0..1 as a decimal string), text. */
export const reportColumnTypes = ['text', 'money', 'count', 'share'] as const;

const daySchema = z.iso.date('Please choose a date (YYYY-MM-DD)');

export const reportParamsSchema = z.object({ report: z.enum(reportKinds) });

export const reportRangeSchema = z.object({ from: daySchema, to: daySchema });

export const reportQuerySchema = pageQuerySchema.extend(reportRangeSchema.shape);

const cellSchema = z.union([z.string(), z.number(), z.null()]);

export const reportTableSchema = pageSchema(z.array(cellSchema)).extend({
  report: z.enum(reportKinds),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.object({ key: z.string(), type: z.enum(reportColumnTypes) })),
  /** The whole range's totals (all pages) in the same columns; text columns null. Absent for retention. */
  totals: z.array(cellSchema).nullable(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;
