import { z } from 'zod';
import { gameTypes } from './lobby-constants.js';
import { optionalParam, vendorCodeSchema } from './lobby.js';
import { moneySchema, pageSchema } from './wallet.js';

// Betting record (personalHistoryCopy) and personal profit and loss (personalProfit), spec section 6.

/** Longest range of one query, in days (from and to both count). */
export const gameRecordsMaxDays = 90;

export const roundStatuses = ['open', 'settled', 'cancelled'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

const localDate = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as yyyy-MM-dd`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${name} is not a valid date`)
    .describe(`${name}: yyyy-MM-dd in the site time zone (inclusive)`);

export const dateRangeQuerySchema = z.object({
  from: localDate('from'),
  to: localDate('to'),
});

export const betRecordsQuerySchema = dateRangeQuerySchema.extend({
  gameType: optionalParam(z.enum(gameTypes)),
  vendor: optionalParam(vendorCodeSchema),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: optionalParam(
    z
      .string()
      .trim()
      .max(10)
      .describe("game names in this language (default: the member's), English fallback"),
  ),
});
export type BetRecordsQuery = z.input<typeof betRecordsQuerySchema>;
export type BetRecordsParams = z.output<typeof betRecordsQuerySchema>;

export const betRecordSchema = z.object({
  roundId: z.string().describe("the provider's round id"),
  time: z.string().describe('ISO time the round started'),
  settledAt: z.string().nullable().describe('ISO time the round was settled or cancelled; null while open'),
  nodeId: z.string(),
  gameName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.enum(gameTypes),
  stake: moneySchema,
  validBet: moneySchema.describe('turnover: the stake of a settled round, 0 otherwise'),
  win: moneySchema,
  profit: moneySchema.describe('win - stake, negative when the player lost'),
  status: z.enum(roundStatuses),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const gameTotalsSchema = z.object({
  count: z.number().int().describe('rounds'),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  profit: moneySchema,
});
export type GameTotals = z.infer<typeof gameTotalsSchema>;

export const betRecordPageSchema = pageSchema(betRecordSchema).extend({
  totals: gameTotalsSchema.describe('over every round of the filter, not only this page'),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

export const profitLossQuerySchema = dateRangeQuerySchema;
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

export const profitLossDaySchema = gameTotalsSchema.extend({
  date: z.string().describe('yyyy-MM-dd in the site time zone'),
});
export const profitLossCategorySchema = gameTotalsSchema.extend({ gameType: z.enum(gameTypes) });
export const profitLossValueSchema = z.object({
  days: z.array(profitLossDaySchema).describe('only days with rounds, oldest first'),
  categories: z.array(profitLossCategorySchema).describe('only game types with rounds'),
  totals: gameTotalsSchema,
});
export type ProfitLossValue = z.infer<typeof profitLossValueSchema>;
