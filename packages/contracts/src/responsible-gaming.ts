import { z } from 'zod';
import { amountSchema, moneySchema } from './wallet.js';

/** Money limits (minor units on the server) per rolling day, week or month. */
export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const limitPeriods = ['day', 'week', 'month'] as const;
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];
export type LimitPeriod = (typeof limitPeriods)[number];

/** A raise, a removal or the end of a time-out takes effect after this long; a lowering at once. */
export const limitCoolingOffHours = 24;
export const timeoutHours = { min: 24, max: 6 * 7 * 24 } as const;
export const selfExclusionTerms = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionTerm = (typeof selfExclusionTerms)[number];
export const realityCheckMinutes = { min: 5, max: 240 } as const;
export const sessionLimitMinutes = { min: 10, max: 24 * 60 } as const;

const pendingSchema = z
  .object({
    value: z.string().nullable().describe('the new value; null: the limit is being removed'),
    effectiveAt: z.string(),
  })
  .nullable()
  .describe('a raise or removal waiting its 24 hours');

export const moneyLimitSchema = z.object({
  kind: z.enum(moneyLimitKinds),
  period: z.enum(limitPeriods),
  limit: moneySchema,
  used: moneySchema.describe('deposited, lost or wagered in the period so far'),
  pending: pendingSchema,
});
export type MoneyLimit = z.infer<typeof moneyLimitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(['timeout', 'selfExclusion']),
  startedAt: z.string(),
  endsAt: z.string().nullable().describe('null: permanent'),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const responsibleGamingStateSchema = z.object({
  limits: z.array(moneyLimitSchema),
  sessionLimit: z
    .object({ minutes: z.number().int(), pending: pendingSchema })
    .nullable()
    .describe('minutes of play per login session'),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: exclusionSchema.nullable(),
});
export type ResponsibleGamingState = z.infer<typeof responsibleGamingStateSchema>;

export const setMoneyLimitSchema = z.object({
  kind: z.enum(moneyLimitKinds),
  period: z.enum(limitPeriods),
  amount: amountSchema.nullable().describe('null: remove the limit (after 24 hours)'),
});
export type SetMoneyLimitRequest = z.input<typeof setMoneyLimitSchema>;

export const setSessionLimitSchema = z.object({
  minutes: z.number().int().min(sessionLimitMinutes.min).max(sessionLimitMinutes.max).nullable(),
});
export const setRealityCheckSchema = z.object({
  minutes: z.number().int().min(realityCheckMinutes.min).max(realityCheckMinutes.max).nullable(),
});

export const startExclusionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    hours: z.number().int().min(timeoutHours.min).max(timeoutHours.max),
  }),
  z.object({ kind: z.literal('selfExclusion'), term: z.enum(selfExclusionTerms) }),
]);
export type StartExclusionRequest = z.input<typeof startExclusionSchema>;

export const realityCheckSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: z.string(),
  minutesPlayed: z.number().int(),
  staked: moneySchema,
  won: moneySchema,
  net: moneySchema.describe('won minus staked this session (negative: a loss)'),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
