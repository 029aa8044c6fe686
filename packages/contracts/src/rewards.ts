import { z } from 'zod';
import { gameTypes } from './lobby-constants.js';
import {
  applicationLimits,
  deviceIdPattern,
  grantSources,
  grantStatuses,
  promotionStatuses,
  promotionTakeModes,
  rewardPromotionTypes,
  referralStatuses,
  vipPeriods,
} from './rewards-constants.js';
import { parseMinor } from './money.js';
import { safeName, safeText } from './text.js';
import { amountSchema, moneySchema, pageQuerySchema, pageSchema, requestIdSchema } from './wallet.js';

// Promotions, bonuses with turnover, rebate, VIP, referral and the reward center (issue 15).

const idParam = z.string().regex(/^\d{1,18}$/, 'Invalid id');
export const rewardIdParamsSchema = z.object({ id: idParam });

/** An amount that may be zero (a threshold or an optional bonus). */
const limitSchema = z
  .union([safeText(32, { trim: false }), z.number()])
  .transform((value, ctx) => {
    const minor = parseMinor(typeof value === 'number' ? String(value) : value);
    if (minor === null || minor < 0n) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid amount with at most 2 decimal places' });
      return z.NEVER;
    }
    return minor;
  })
  .describe('decimal string with at most 2 places, 0 or more');

const percentBp = z.number().int().min(0).max(100_000).describe('basis points: 150 = 1.50%');
const turnoverMultiple = z.number().int().min(0).max(100).describe('0 = no turnover requirement');

/** Contribution of each game type to turnover, in percent (missing types count 100%). */
export const turnoverWeightsSchema = z.partialRecord(z.enum(gameTypes), z.number().int().min(0).max(100));

export const turnoverRuleSchema = z.object({
  multiple: turnoverMultiple,
  base: z.enum(['bonus', 'bonus_deposit']).describe('the multiple applies to the bonus, or bonus + deposit'),
  maxBet: amountSchema.nullable().describe('largest single bet while the bonus is active; null = no limit'),
  weights: turnoverWeightsSchema.default({}),
});

export const promotionRewardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit_percent'),
    trigger: z.enum(['first', 'reload']).describe('the first deposit ever, or any later one'),
    percentBp: percentBp.min(1),
    cap: amountSchema,
    minDeposit: limitSchema,
  }),
  z.object({ kind: z.literal('fixed'), amount: amountSchema }),
  z.object({
    kind: z.literal('referral'),
    minDeposit: limitSchema.describe('an invitee qualifies with a deposit of at least this'),
    minTurnover: limitSchema
      .default(0n)
      .describe('and once their valid bet since registration reaches this (0: the deposit is enough)'),
  }),
  z.object({ kind: z.literal('none').describe('information or staff-reviewed applications only') }),
]);

export const promotionEligibilitySchema = z.object({
  newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
  vipLevels: z.array(z.number().int().min(0).max(100)).max(100).nullable().default(null),
  channelIds: z.array(safeText(64)).max(50).nullable().default(null),
  downlines: z.enum(['any', 'only', 'exclude']).default('any').describe("agents' downlines"),
});

export const promotionInputSchema = z.object({
  title: safeText(100).min(1, 'Input cannot be empty'),
  type: z.enum(rewardPromotionTypes),
  bannerUrl: safeText(500).nullable().default(null),
  rulesHtml: safeText(20_000, { kind: 'multiline' }).default('').describe('sanitised on save'),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  takeMode: z.enum(promotionTakeModes),
  enabled: z.boolean().default(true),
  reward: promotionRewardSchema,
  turnover: turnoverRuleSchema,
  eligibility: promotionEligibilitySchema.default({
    newMemberDays: null,
    vipLevels: null,
    channelIds: null,
    downlines: 'any',
  }),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const rewardPromotionsQuerySchema = z.object({ type: z.enum(rewardPromotionTypes).optional() });

export const rewardPromotionSchema = z.object({
  id: z.string(),
  type: z.enum(rewardPromotionTypes),
  title: z.string(),
  bannerUrl: z.string().nullable(),
  rulesHtml: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  takeMode: z.enum(promotionTakeModes),
  status: z.enum(promotionStatuses).describe('spec 4 status or the label of the action offered'),
  reward: z.object({
    kind: z.enum(['deposit_percent', 'fixed', 'referral', 'none']),
    percent: z.string().nullable(),
    cap: moneySchema.nullable(),
    amount: moneySchema.nullable(),
  }),
  turnoverMultiple: z.number().int(),
});
export type RewardPromotion = z.infer<typeof rewardPromotionSchema>;
export const rewardPromotionListSchema = z.array(rewardPromotionSchema);

export const promotionApplicationFieldsSchema = z.object({
  comment: safeText(applicationLimits.commentMaxLength, { kind: 'multiline' })
    .max(applicationLimits.commentMaxLength, 'Activity comment up to 140 characters')
    .default(''),
});

export const grantSchema = z.object({
  id: z.string(),
  source: z.enum(grantSources),
  title: z.string().nullable(),
  amount: moneySchema,
  depositAmount: moneySchema,
  turnoverNeeded: moneySchema,
  turnoverDone: moneySchema,
  turnoverLeft: moneySchema,
  maxBet: moneySchema.nullable(),
  status: z.enum(grantStatuses),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Grant = z.infer<typeof grantSchema>;
export const grantPageSchema = pageSchema(grantSchema);
export const grantsQuerySchema = pageQuerySchema.extend({ status: z.enum(grantStatuses).optional() });

export const rebateCategorySchema = z.object({
  gameType: z.enum(gameTypes),
  validBet: moneySchema,
  ratePercent: z.string(),
  amount: moneySchema,
});
export const rebatePayoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['manual', 'daily']),
  amount: moneySchema,
  createdAt: z.string(),
});
export const rebateSummarySchema = z.object({
  minClaim: moneySchema,
  total: moneySchema,
  claimable: z.boolean(),
  categories: z.array(rebateCategorySchema),
  history: z.array(rebatePayoutSchema),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;
export const rebateClaimResultSchema = z.object({ amount: moneySchema, balance: moneySchema });

export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  validBet: moneySchema,
  deposit: moneySchema,
  keepValidBet: moneySchema,
  upgradeBonus: moneySchema,
  monthlyBonus: moneySchema,
  birthdayBonus: moneySchema,
  pointsPercent: z.number().int().describe('points earned at this level, percent of the base rate'),
});
export const vipSummarySchema = z.object({
  period: z.enum(vipPeriods),
  level: z.number().int(),
  name: z.string().nullable(),
  iconUrl: z.string().nullable(),
  validBet: moneySchema.describe('valid bet of this period and the last'),
  deposit: moneySchema.describe('deposits of this period and the last'),
  next: vipLevelSchema.nullable(),
  levels: z.array(vipLevelSchema),
});
export type VipSummary = z.infer<typeof vipSummarySchema>;

export const referralFriendSchema = z.object({
  username: z.string().describe('masked'),
  status: z.enum(referralStatuses),
  registeredAt: z.string(),
  reward: moneySchema.nullable(),
});
export const referralTierSchema = z.object({ minQualified: z.number().int(), reward: moneySchema });
export const referralSummarySchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  link: z.string(),
  qualified: z.number().int(),
  earned: moneySchema,
  minDeposit: moneySchema.nullable(),
  minTurnover: moneySchema.nullable().describe('valid bet an invitee needs besides the deposit'),
  tiers: z.array(referralTierSchema),
  friends: z.array(referralFriendSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const rewardCenterItemSchema = z.object({
  kind: z.enum(['promotion', 'rebate', 'bonus']),
  id: z.string(),
  title: z.string().nullable(),
  amount: moneySchema.nullable(),
  status: z.string(),
});
export const rewardCenterSchema = z.object({
  count: z.number().int(),
  items: z.array(rewardCenterItemSchema),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

export const rewardStateSchema = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  availablePromo: z.array(z.object({ type: z.literal('REFERRAL'), enabled: z.boolean() })),
  availablePromoCount: z.number().int(),
  claimableCount: z.number().int().describe('the side-menu rewards badge'),
});
export type RewardState = z.infer<typeof rewardStateSchema>;

// Operator

export const operatorPromotionSchema = rewardPromotionSchema.omit({ status: true }).extend({
  enabled: z.boolean(),
  rewardRule: z.unknown(),
  turnoverRule: z.unknown(),
  eligibility: z.unknown(),
});
export const operatorPromotionListSchema = z.array(operatorPromotionSchema);

export const applicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  username: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  status: z.enum(['applying', 'issued', 'rejected']),
  createdAt: z.string(),
});
export const applicationListSchema = z.array(applicationSchema);
export const applicationReviewSchema = z.object({
  approve: z.boolean(),
  amount: amountSchema.optional().describe('the bonus to grant on approval (fixed rewards use theirs)'),
  note: safeText(200).default(''),
});

export const staffGrantSchema = z.object({
  username: safeName(64).min(1, 'Input cannot be empty'),
  amount: amountSchema,
  turnover: turnoverRuleSchema,
  note: safeText(200).default(''),
  requestId: requestIdSchema,
});

export const rebateRatesSchema = z.object({
  minClaim: limitSchema,
  rates: z
    .array(
      z.object({
        gameType: z.enum(gameTypes),
        vipLevel: z.number().int().min(0).max(100),
        rateBp: percentBp,
      }),
    )
    .max(1000),
});
export const rebateRatesViewSchema = z.object({
  minClaim: moneySchema,
  rates: z.array(
    z.object({ gameType: z.enum(gameTypes), vipLevel: z.number().int(), rateBp: z.number().int() }),
  ),
});

export const vipLevelInputSchema = z.object({
  level: z.number().int().min(1).max(100),
  name: safeText(40).min(1, 'Input cannot be empty'),
  iconUrl: safeText(500).nullable().default(null),
  validBet: limitSchema,
  deposit: limitSchema,
  keepValidBet: limitSchema,
  upgradeBonus: limitSchema,
  monthlyBonus: limitSchema,
  birthdayBonus: limitSchema,
  pointsPercent: z.number().int().min(0).max(1000).default(100),
});
export const vipLevelsInputSchema = z.object({ levels: z.array(vipLevelInputSchema).max(100) });
export const vipLevelListSchema = z.array(vipLevelSchema);
export const vipPolicySchema = z.object({ period: z.enum(vipPeriods) });
export type VipPolicy = z.infer<typeof vipPolicySchema>;

export const referralTiersInputSchema = z.object({
  tiers: z
    .array(z.object({ minQualified: z.number().int().min(1).max(100_000), reward: amountSchema }))
    .max(50),
});
export const referralTierListSchema = z.array(referralTierSchema);

/** The open referral promotion's thresholds (its reward), editable in the console's rewards settings. */
export const referralRuleInputSchema = z.object({
  minDeposit: limitSchema.describe('an invitee qualifies with a deposit of at least this'),
  minTurnover: limitSchema.describe(
    'and once their valid bet since registration reaches this (0: the deposit is enough)',
  ),
});
export const referralRuleViewSchema = z.object({
  rule: z
    .object({
      promotionId: z.string(),
      title: z.string(),
      minDeposit: moneySchema,
      minTurnover: moneySchema,
    })
    .nullable()
    .describe('null: no referral promotion is open'),
});

export const bonusCostRowSchema = z.object({
  promotionId: z.string().nullable(),
  title: z.string(),
  grants: z.number().int(),
  granted: moneySchema,
  forfeited: moneySchema,
  active: z.number().int(),
});
export const bonusCostReportSchema = z.array(bonusCostRowSchema);
export const bonusCostQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional().describe('grants made at or after (ISO with offset)'),
  to: z.iso.datetime({ offset: true }).optional().describe('grants made before (ISO with offset)'),
});

export const applicationImageParamsSchema = z.object({
  id: idParam,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(applicationLimits.maxImages - 1),
});

/** The `x-device-id` header: a malformed value counts as none (the login goes on without a device). */
export const deviceIdSchema = z.string().max(100).regex(deviceIdPattern);
