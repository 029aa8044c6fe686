import { z } from 'zod';
import { safeText } from './text.js';

// The operator's controls of the house sportsbook (margins, limits, cockfight, markets), served by the
// platform under operator:games. The sportsbook provider keeps these settings in its own tables.

const margin = z.number().min(0).max(0.5);
const key = safeText(30).regex(/^[a-z0-9_]{1,30}$/, 'use lowercase letters, digits and _');

const limitAmount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Limits of one market or sport in minor units; an absent or null field inherits the next level's. */
const limitOverrideSchema = z.object({
  maxStake: limitAmount.nullable().optional(),
  maxPayout: limitAmount.nullable().optional(),
  maxLiability: limitAmount.nullable().optional(),
});

export const sportsbookSettingsSchema = z.object({
  /** Margin added to fair prices: the default, per sport and per market type (0.05 is 5%). */
  margin: z
    .object({
      default: margin,
      sports: z.record(key, margin),
      marketTypes: z.record(key, margin),
    })
    .default({ default: 0.05, sports: {}, marketTypes: { correct_score: 0.15, top_batsman: 0.12 } }),
  /** Stakes and payouts in minor units. */
  limits: z
    .object({
      minStake: z.number().int().min(1),
      maxStake: z.number().int().min(1),
      maxPayout: z.number().int().min(1),
      /** A player's total stake on one market. */
      maxStakePerMarket: z.number().int().min(1),
      maxLegs: z.number().int().min(2).max(20),
    })
    .default({
      minStake: 100,
      maxStake: 5_000_000,
      maxPayout: 50_000_000,
      maxStakePerMarket: 10_000_000,
      maxLegs: 12,
    }),
  /**
   * Every market's limits over all players, in minor units: total stake on the market and on one
   * selection, and liability (a selection's potential payouts less the stakes: of its own bets, and of
   * the whole market when it wins). A bet that would pass one is refused inside its placement.
   */
  marketLimits: z
    .object({
      maxStake: z.number().int().min(1),
      maxLiability: z.number().int().min(1),
      selectionMaxStake: z.number().int().min(1),
      selectionMaxLiability: z.number().int().min(1),
    })
    .default({
      maxStake: 1_000_000_000,
      maxLiability: 500_000_000,
      selectionMaxStake: 500_000_000,
      selectionMaxLiability: 500_000_000,
    }),
  /**
   * Per sport (the feed's sport key, e.g. cricket, football, cs2): the default of its markets' own
   * limits, overridable per market (PUT markets/:id/limits). maxStake and maxPayout bound one bet with
   * a leg on the market; maxLiability the market's worst result (replacing marketLimits.maxLiability).
   */
  sportLimits: z.record(key, limitOverrideSchema).default({}),
  /** In-play bets wait this long, then are checked again. */
  inPlayDelayMs: z.number().int().min(0).max(15_000).default(3_000),
  /** Cash-out pays this much less than the bet's value at current odds. */
  cashoutMargin: margin.default(0.05),
  cockfight: z
    .object({
      /** Seconds between fights, of which the first `windowSeconds` take bets. */
      intervalSeconds: z.number().int().min(30).max(3_600),
      windowSeconds: z.number().int().min(10).max(3_000),
      /** Decimal odds in hundredths: Draw 8:1 is 900. */
      meronOdds: z.number().int().min(101).max(100_000),
      walaOdds: z.number().int().min(101).max(100_000),
      drawOdds: z.number().int().min(101).max(100_000),
      /** A live stream shown instead of the drawn arena. */
      streamUrl: safeText(500).url().nullable(),
    })
    .refine(
      (c) => c.windowSeconds < c.intervalSeconds,
      'the betting window must be shorter than the interval',
    )
    .default({
      intervalSeconds: 180,
      windowSeconds: 120,
      meronOdds: 190,
      walaOdds: 190,
      drawOdds: 900,
      streamUrl: null,
    }),
});
export type SportsbookSettings = z.infer<typeof sportsbookSettingsSchema>;

export const sportsbookSettingsPatchSchema = z.object({
  margin: sportsbookSettingsSchema.shape.margin.unwrap().optional(),
  limits: sportsbookSettingsSchema.shape.limits.unwrap().optional(),
  inPlayDelayMs: z.number().int().min(0).max(15_000).optional(),
  cashoutMargin: margin.optional(),
  sportLimits: z.record(key, limitOverrideSchema).optional(),
  marketLimits: sportsbookSettingsSchema.shape.marketLimits.unwrap().optional(),
  cockfight: sportsbookSettingsSchema.shape.cockfight.unwrap().optional(),
});

export const sportsbookMarketQuerySchema = z.object({
  fixtureId: safeText(80).optional().describe('only this fixture (default: every scheduled or live one)'),
});
export const sportsbookMarketParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'id must be a number'),
});
export const sportsbookSuspendSchema = z.object({ suspended: z.boolean() });

const legResult = z.object({
  result: z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']),
  deadHeat: z.number().int().min(2).max(20).optional(),
});
/** Either `winner` or `results` (one object, so a refused field is named by its own path). */
export const sportsbookSettleSchema = z
  .object({
    winner: safeText(40).min(1).optional().describe('the winning selection; the others lose'),
    results: z
      .record(safeText(40), legResult)
      .optional()
      .describe('every selection’s result (quarter lines, dead heats)'),
  })
  .refine((input) => (input.winner === undefined) !== (input.results === undefined), {
    message: 'Give either winner or results',
  })
  .transform((input): { winner: string } | { results: Record<string, z.infer<typeof legResult>> } =>
    input.winner !== undefined ? { winner: input.winner } : { results: input.results ?? {} },
  );

const textSchema = z.object({ en: z.string(), bn: z.string() });
export const sportsbookMarketSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.string(),
  group: z.string(),
  name: textSchema,
  status: z.enum(['open', 'suspended', 'settled', 'cancelled']),
  selections: z.array(z.object({ id: z.string(), name: textSchema, odds: z.string().nullable() })),
  winners: z.array(z.string()),
});

export const sportsbookLiabilitySchema = z.object({
  marketId: z.string(),
  fixtureId: z.string(),
  fixture: z.string(),
  market: z.string(),
  status: z.string(),
  held: z.boolean(),
  bets: z.number().int(),
  stake: z.string(),
  selections: z.array(
    z.object({ id: z.string(), name: z.string(), odds: z.string().nullable(), payout: z.string() }),
  ),
  liability: z.string().describe('largest selection payout less the stakes taken'),
  /** The limits placement applies to the market now ("12.50" like stake), and whether the market has its own. */
  limits: z.object({
    maxStake: z.string(),
    maxPayout: z.string(),
    maxLiability: z.string(),
    overridden: z.boolean(),
  }),
});
export const sportsbookMarketDetailSchema = z.object({
  marketId: z.string(),
  fixtureId: z.string(),
  fixture: z.string(),
  market: z.string(),
  status: z.enum(['open', 'suspended', 'settled', 'cancelled']),
  settleVersion: z.number().int().describe('settlements so far: 0 never settled, 2 or more resettled'),
  bets: z.number().int().describe('bets with a leg on the market (refused and cancelled ones not)'),
  stake: z.string(),
  selections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      odds: z.string().nullable(),
      result: z
        .enum(['won', 'lost', 'void', 'half_won', 'half_lost'])
        .nullable()
        .describe('null before settlement'),
    }),
  ),
});

export const sportsbookLiabilityListSchema = z.object({ markets: z.array(sportsbookLiabilitySchema) });

/**
 * A market's own limits (PUT /wps/operator/sportsbook/markets/:id/limits), in minor units: maxStake and
 * maxPayout bound one bet with a leg on the market, maxLiability the market's worst result (its
 * largest selection payout less its stakes). Null inherits the sport's (settings.sportLimits), then the
 * book's (limits.maxStake, limits.maxPayout, marketLimits.maxLiability). Every field null clears it.
 */
export const sportsbookMarketLimitsSchema = z.object({
  maxStake: limitAmount.nullable().default(null),
  maxPayout: limitAmount.nullable().default(null),
  maxLiability: limitAmount.nullable().default(null),
});
const effectiveAmount = z.number().int().describe('minor units');
export const sportsbookMarketLimitsViewSchema = z.object({
  marketId: z.string(),
  sport: z.string(),
  override: sportsbookMarketLimitsSchema,
  /** What placement applies now (override, else sport, else book). */
  effective: z.object({
    maxStake: effectiveAmount,
    maxPayout: effectiveAmount,
    maxLiability: effectiveAmount,
  }),
});

/**
 * One player's own limits (PUT /wps/operator/sportsbook/players/:id/limits), in minor units: maxStake
 * and maxPayout bound each bet, maxStakePerMarket the player's total stake on one market. They can only
 * lower the book's (limits.*) and the markets' limits; null inherits. Every field null clears them.
 */
export const sportsbookPlayerLimitsSchema = z.object({
  maxStake: limitAmount.nullable().default(null),
  maxPayout: limitAmount.nullable().default(null),
  maxStakePerMarket: limitAmount.nullable().default(null),
});
export const sportsbookPlayerParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/, 'Not found')
    .describe('the member id'),
});
export const sportsbookPlayerLimitsViewSchema = z.object({
  playerId: z.string(),
  override: sportsbookPlayerLimitsSchema,
  effective: z.object({
    maxStake: effectiveAmount,
    maxPayout: effectiveAmount,
    maxStakePerMarket: effectiveAmount,
  }),
});
