import { z } from 'zod';
import { gameTypes } from './lobby-constants.js';
import { safeText } from './text.js';
import {
  amountSchema,
  moneySchema,
  pageQuerySchema,
  pageSchema,
  recordPageSchema,
  recordsQuerySchema,
  requestIdSchema,
} from './wallet.js';

// Points mall, missions, raffles (red envelope, golden egg, prize wheel) and jackpot (issue 16).

const paymentPassword = safeText(64, { trim: false, error: 'Please enter withdraw password' }).min(
  1,
  'Please enter withdraw password',
);
/** Whole points (or tickets) on the wire: a digit string, e.g. "1250". */
const unitsString = z
  .string()
  .regex(/^-?\d+$/)
  .describe('whole points or tickets as a digit string');
const idSchema = z.string().regex(/^\d{1,18}$/, 'Not found');
const count = (max: number) => z.coerce.number().int().min(1).max(max);

export const goodKinds = ['physical', 'virtual', 'cash'] as const;
export type GoodKind = (typeof goodKinds)[number];
export const redemptionStatuses = ['in_process', 'rejected', 'approved'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export const unitReasons = [
  'wager',
  'redeem',
  'redeem_rejected',
  'convert',
  'mission',
  'raffle',
  'deposit',
  'turnover',
  'adjustment',
] as const;
export const missionPeriods = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];
export const missionKinds = ['login', 'deposit', 'valid_bet', 'rounds', 'win_streak', 'invite'] as const;
export type MissionKind = (typeof missionKinds)[number];
export const missionRewardKinds = ['cash', 'points', 'egg_ticket', 'wheel_ticket', 'bonus'] as const;
export type MissionRewardKind = (typeof missionRewardKinds)[number];
export const raffleTypes = ['envelope', 'egg', 'wheel'] as const;
export type RaffleType = (typeof raffleTypes)[number];
export const prizeGames = ['egg', 'wheel'] as const;
export type PrizeGame = (typeof prizeGames)[number];
export const prizeKinds = ['cash', 'points', 'nothing'] as const;
export type PrizeKind = (typeof prizeKinds)[number];
export const drawPurposes = ['envelope', 'egg', 'wheel', 'jackpot'] as const;

// ---- Points mall ----

export const pointBalanceSchema = z.object({
  points: unitsString,
  validBet: moneySchema.describe('valid bet counted for points so far (the goods "amount requirement")'),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointGoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  kind: z.enum(goodKinds),
  pointsRequirement: unitsString,
  amountRequirement: moneySchema.describe('valid bet needed before this item can be redeemed'),
  cashAmount: moneySchema.describe('credited to the balance when a cash item is redeemed'),
  stock: z.number().int().nullable().describe('null: unlimited'),
  perPlayerLimit: z.number().int().nullable(),
});
export type PointGood = z.infer<typeof pointGoodSchema>;
export const pointGoodListSchema = z.object({ list: z.array(pointGoodSchema) });

export const exchangeRateSchema = z.object({
  id: z.string(),
  pointsRatio: unitsString.describe('points per unit'),
  redeemAmount: moneySchema.describe('cash per unit'),
  minUnits: z.number().int(),
  maxUnits: z.number().int(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export const earnRuleSchema = z.object({
  gameType: z.enum(gameTypes),
  pointsPerUnit: z.number().int(),
  unit: moneySchema.describe('valid bet that earns pointsPerUnit points'),
});
export const pointConfigSchema = z.object({
  rates: z.array(exchangeRateSchema),
  earnRules: z.array(earnRuleSchema),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  reason: z.enum(unitReasons),
  points: unitsString.describe('signed change'),
  balance: unitsString.describe('points balance after'),
  reference: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;
export const pointEntryPageSchema = pageSchema(pointEntrySchema);
export const engagementPageQuerySchema = pageQuerySchema;

/**
 * ODSFE2_MemTransDet (spec 7 lists it under Points, the member centre's account record uses it too):
 * which account's details, the money account (`main`, the default: the account records) or `points`.
 */
export const transDetAccounts = ['main', 'points'] as const;
export const pointDetailsQuerySchema = engagementPageQuerySchema.extend({
  account: z.literal('points'),
});
export const memberTransDetQuerySchema = recordsQuerySchema.extend({
  account: z
    .enum(transDetAccounts)
    .default('main')
    .describe("'main': account records (from, to, type apply); 'points': points details (every change)"),
});
export const memberTransDetPageSchema = z.union([recordPageSchema, pointEntryPageSchema]);

export const redemptionSchema = z.object({
  reference: z.string(),
  applyTime: z.string(),
  type: z.enum(['goods', 'convert']),
  name: z.string(),
  quantity: z.number().int(),
  status: z.enum(redemptionStatuses),
  changedPoints: unitsString,
  pointsBalance: unitsString,
  redeemAmount: moneySchema,
  receivingAddress: z.string().nullable(),
  remark: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionPageSchema = pageSchema(redemptionSchema);

export const redeemPointRewardSchema = z.object({
  goodId: idSchema,
  quantity: count(100).default(1),
  receivingAddress: safeText(300, { kind: 'multiline' }).optional(),
  paymentPassword,
  requestId: requestIdSchema,
});
export type RedeemPointRewardRequest = z.input<typeof redeemPointRewardSchema>;

export const convertPointSchema = z.object({
  rateId: idSchema,
  units: count(1_000_000),
  paymentPassword,
  requestId: requestIdSchema,
});
export type ConvertPointRequest = z.input<typeof convertPointSchema>;

export const redemptionResultSchema = redemptionSchema.extend({
  balance: moneySchema.describe('cash balance after (changed only by cash items and conversions)'),
});
export type RedemptionResult = z.infer<typeof redemptionResultSchema>;

// ---- Missions ----

export const missionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.string().nullable(),
  target: z.string().describe('minor units for deposit/valid_bet, a count otherwise'),
  progress: z.string(),
  rewardKind: z.enum(missionRewardKinds),
  rewardAmount: z.string().describe('money for cash/bonus, whole units otherwise'),
  leaderboardPoints: z.number().int(),
  status: z.enum(['in_progress', 'claimable', 'claimed']),
});
export type Mission = z.infer<typeof missionSchema>;
export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  claimable: z.number().int().describe('the side menu badge'),
  weekScore: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;
export const claimMissionSchema = z.object({ missionId: idSchema });
export const claimMissionResultSchema = z.object({
  missionId: z.string(),
  rewardKind: z.enum(missionRewardKinds),
  rewardAmount: z.string(),
  claimable: z.number().int(),
});
export type ClaimMissionResult = z.infer<typeof claimMissionResultSchema>;

export const leaderboardQuerySchema = z.object({ week: z.enum(['current', 'previous']).default('current') });
export const leaderboardSchema = z.object({
  weekKey: z.string(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      customerName: z.string(),
      score: z.number().int(),
      prize: moneySchema.nullable(),
    }),
  ),
  prizes: z.array(z.object({ rank: z.number().int(), amount: moneySchema })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---- Raffles ----

export const drawProofSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('revealed once the operator rotates the seed'),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export const claimRaffleSchema = z.object({ type: z.enum(raffleTypes), requestId: requestIdSchema });
export type ClaimRaffleRequest = z.input<typeof claimRaffleSchema>;
export const raffleResultSchema = z.object({
  type: z.enum(raffleTypes),
  prizeId: z.string().nullable(),
  label: z.string(),
  prizeKind: z.enum(prizeKinds),
  amount: z.string().describe('money for cash, whole points otherwise'),
  segment: z.number().int().nullable().describe('wheel: index of the segment won'),
  tickets: z.string().describe('tickets left of this game (envelope: grabs left)'),
  proof: drawProofSchema,
});
export type RaffleResult = z.infer<typeof raffleResultSchema>;

export const prizeSchema = z.object({
  id: z.string(),
  label: z.string(),
  prizeKind: z.enum(prizeKinds),
  amount: z.string(),
  probability: z.number().describe('chance of this prize while every prize is in stock'),
  inStock: z.boolean(),
});
export const envelopeWindowSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  open: z.boolean(),
  remaining: moneySchema,
  grabsLeft: z.number().int(),
});
export const raffleSummarySchema = z.object({
  envelope: envelopeWindowSchema.nullable().describe('the open window, else the next one'),
  eggTickets: unitsString,
  wheelTickets: unitsString,
  eggPrizes: z.array(prizeSchema),
  wheelSegments: z.array(prizeSchema),
});
export type RaffleSummary = z.infer<typeof raffleSummarySchema>;
export const raffleHistorySchema = pageSchema(
  z.object({
    time: z.string(),
    type: z.enum(raffleTypes),
    label: z.string(),
    prizeKind: z.enum(prizeKinds),
    amount: z.string(),
    proof: drawProofSchema,
  }),
);

// ---- Jackpot ----

export const jackpotBoardSchema = z.object({
  list: z.array(z.object({ id: z.string(), name: z.string(), pool: moneySchema, mustDropBy: moneySchema })),
  winners: z.array(
    z.object({ jackpot: z.string(), customerName: z.string(), amount: moneySchema, time: z.string() }),
  ),
});
export type JackpotBoard = z.infer<typeof jackpotBoardSchema>;

// ---- Operator (rewards permission) ----

const name = safeText(100).min(1, 'Input cannot be empty');
const unitsIn = z.coerce.number().int().min(1).max(1_000_000_000);
const moneyOrZero = z
  .union([safeText(32, { trim: false }), z.number()])
  .transform((value) => String(value))
  .pipe(
    z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Please enter a valid amount with at most 2 decimal places'),
  );

export const operatorGoodSchema = z.object({
  name,
  description: safeText(1000, { kind: 'multiline' }).default(''),
  imageUrl: safeText(500).default(''),
  kind: z.enum(goodKinds),
  pointsRequirement: unitsIn,
  amountRequirement: moneyOrZero.default('0'),
  cashAmount: moneyOrZero.default('0'),
  stock: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
  perPlayerLimit: z.coerce.number().int().min(1).max(1_000_000).nullable().default(null),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const operatorGoodViewSchema = pointGoodSchema.extend({
  enabled: z.boolean(),
  sort: z.number().int(),
});
export const operatorGoodListSchema = z.object({ list: z.array(operatorGoodViewSchema) });
export const operatorIdParamsSchema = z.object({ id: idSchema });

export const operatorRatesSchema = z.object({
  rates: z
    .array(
      z.object({
        pointsRatio: unitsIn,
        redeemAmount: amountSchema,
        minUnits: z.coerce.number().int().min(1).max(1_000_000).default(1),
        maxUnits: z.coerce.number().int().min(1).max(1_000_000).default(1000),
      }),
    )
    .max(20),
  earnRules: z
    .array(
      z.object({
        gameType: z.enum(gameTypes),
        pointsPerUnit: z.coerce.number().int().min(0).max(1_000_000),
        unit: amountSchema,
      }),
    )
    .max(20),
});

export const operatorRedemptionQuerySchema = pageQuerySchema.extend({
  status: z.enum(redemptionStatuses).optional(),
});
export const operatorRedemptionSchema = redemptionSchema.extend({
  id: z.string(),
  username: z.string(),
});
export const operatorRedemptionPageSchema = pageSchema(operatorRedemptionSchema);
export const operatorDecisionSchema = z.object({ remark: safeText(200, { kind: 'multiline' }).default('') });

export const operatorMissionSchema = z.object({
  name,
  description: safeText(500, { kind: 'multiline' }).default(''),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  gameType: z.enum(gameTypes).nullable().default(null),
  target: unitsIn.describe('minor units for deposit and valid_bet, a count otherwise'),
  rewardKind: z.enum(missionRewardKinds),
  rewardAmount: unitsIn.describe('minor units for cash and bonus, whole units otherwise'),
  bonusTurnoverMultiple: z.coerce.number().int().min(1).max(100).nullable().default(null),
  leaderboardPoints: z.coerce.number().int().min(0).max(100_000).default(0),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const operatorMissionListSchema = z.object({
  list: z.array(
    operatorMissionSchema.extend({ id: z.string(), target: z.string(), rewardAmount: z.string() }),
  ),
  leaderboardPrizes: z.array(z.object({ rank: z.number().int(), amount: moneySchema })),
});
export const operatorLeaderboardPrizesSchema = z.object({ prizes: z.array(amountSchema).max(100) });

export const operatorEnvelopeWindowSchema = z
  .object({
    name,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    pool: amountSchema,
    minGrab: amountSchema,
    maxGrab: amountSchema,
    grabsPerMember: z.coerce.number().int().min(1).max(100).default(1),
  })
  .refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), { message: 'endsAt must be after startsAt' })
  .refine((w) => w.maxGrab >= w.minGrab && w.minGrab <= w.pool, {
    message: 'Grab range does not fit the pool',
  });
export const operatorEnvelopeListSchema = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      pool: moneySchema,
      remaining: moneySchema,
      grabs: z.number().int(),
    }),
  ),
});

export const operatorPrizeTableParamsSchema = z.object({ game: z.enum(prizeGames) });
export const operatorPrizeTableSchema = z.object({
  prizes: z
    .array(
      z.object({
        label: name,
        weight: z.coerce.number().int().min(1).max(1_000_000),
        prizeKind: z.enum(prizeKinds),
        amount: z.coerce
          .number()
          .int()
          .min(0)
          .max(1_000_000_000)
          .describe('minor units for cash, points otherwise'),
        stock: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
      }),
    )
    .min(1)
    .max(24),
  ticketRules: z
    .array(
      z.object({
        source: z.enum(['deposit', 'turnover']),
        threshold: amountSchema,
        tickets: z.coerce.number().int().min(1).max(100),
      }),
    )
    .max(2),
});
export const operatorPrizeTableViewSchema = z.object({
  prizes: z.array(prizeSchema.extend({ weight: z.number().int(), stock: z.number().int().nullable() })),
  ticketRules: z.array(z.object({ source: z.string(), threshold: moneySchema, tickets: z.number().int() })),
});
export const drawPurposeParamsSchema = z.object({ purpose: z.enum(drawPurposes) });

export const operatorJackpotSchema = z
  .object({
    name,
    contributionBp: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .describe('basis points of each qualifying bet'),
    seed: amountSchema,
    mustDropBy: amountSchema,
    minBet: moneyOrZero.default('0'),
    gameTypes: z.array(z.enum(gameTypes)).max(20).default([]),
    enabled: z.boolean().default(true),
  })
  .refine((j) => j.mustDropBy > j.seed, { message: 'mustDropBy must be above the seed' });
export const operatorJackpotListSchema = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contributionBp: z.number().int(),
      seed: moneySchema,
      pool: moneySchema,
      mustDropBy: moneySchema,
      minBet: moneySchema,
      gameTypes: z.array(z.string()),
      enabled: z.boolean(),
      cycle: z.number().int(),
    }),
  ),
});

export const costReportQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export const costReportSchema = z.object({
  rows: z.array(
    z.object({ source: z.string(), cash: moneySchema, points: unitsString, count: z.number().int() }),
  ),
  totalCash: moneySchema,
});
export type CostReport = z.infer<typeof costReportSchema>;
