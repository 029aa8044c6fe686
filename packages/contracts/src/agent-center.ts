import { z } from 'zod';
import { safeText } from './text.js';
import { nicknameSchema } from './member.js';
import { moneySchema, pageQuerySchema, pageSchema } from './wallet.js';
import { recordTypes } from './wallet-constants.js';

/**
 * Agent center (spec sections 2, 3, 4, 6, 7, 9): team reports, downlines, register center, income and
 * contracts. Every agent endpoint needs an agent's token and sees only the caller's own subtree: an id
 * or username outside it answers 404 exactly like one that does not exist.
 *
 * Conventions:
 * - Money: decimal strings with 2 places (moneySchema); member P&L = win - stake (positive: members won).
 * - Rates: integer basis points, 100 = 1 %, 10000 = 100 %. A payout is floor(rateBp x basis / 10000)
 *   poisha, rounded once per payout.
 * - Dates of reports are local calendar days ('YYYY-MM-DD') in the agent's time zone (member
 *   time zone, else the site's `timeZone`), ranges inclusive of both days, at most 92 days.
 * The endpoints are descriptors in endpoints/agents.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Shared pieces

export const contractTypes = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractType = (typeof contractTypes)[number];

/**
 * pending: offered, waiting for the downline. active: accepted, paid by the settlement jobs.
 * rejected: the downline said no. cancelled: withdrawn before acceptance (or made moot by a new offer or a
 * lower upline rate). replaced: a newer accepted contract of the same type took over. terminated: ended
 * by agreement of both sides or automatically because the upline's own rate fell below it.
 */
export const contractStatuses = [
  'pending',
  'active',
  'rejected',
  'cancelled',
  'replaced',
  'terminated',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** A rate in basis points: 100 = 1 %. */
export const rateBpSchema = z
  .number()
  .int('Rate must be a whole number of basis points')
  .min(0, 'Rate cannot be negative')
  .max(10000, 'Rate cannot exceed 100%')
  .describe('basis points: 100 = 1%');

/** A non-negative amount in contract terms: decimal string with at most 2 places (answers have exactly 2). */
export const termsAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Please enter a valid amount with at most 2 decimal places')
  .describe('decimal string, at least 0, e.g. "10000.00"');

const tiers = <T extends z.ZodType>(tier: T) =>
  z
    .array(tier)
    .min(1, 'Add at least one tier')
    .max(10, 'At most 10 tiers')
    .describe('tiers; the highest tier whose every threshold is reached applies');

/** Daily salary: rateBp x the team's valid bet of the day, for the highest tier reached. Paid the next day. */
export const dailySalaryTermsSchema = z.object({
  tiers: tiers(
    z.object({
      minValidBet: termsAmountSchema.describe("the team's valid bet of the day"),
      minActiveMembers: z
        .number()
        .int()
        .min(0)
        .max(100000)
        .describe('members of the team with a settled round that day'),
      rateBp: rateBpSchema,
    }),
  ),
});
export type DailySalaryTerms = z.infer<typeof dailySalaryTermsSchema>;

/** Hourly salary: rateBp x the team's valid bet of the hour, for the highest tier reached. Paid each hour for the previous hour. */
export const hourlySalaryTermsSchema = z.object({
  tiers: tiers(
    z.object({
      minValidBet: termsAmountSchema.describe("the team's valid bet of the hour"),
      rateBp: rateBpSchema,
    }),
  ),
});
export type HourlySalaryTerms = z.infer<typeof hourlySalaryTermsSchema>;

/**
 * Real-time salary, every 5 minutes: for each settled round of the team in the window with
 * stake >= singleBetMin, lossRateBp x stake when the member lost (win < stake), profitRateBp x stake when
 * the member won or broke even.
 */
export const realtimeSalaryTermsSchema = z.object({
  profitRateBp: rateBpSchema.describe('rate on the stake of rounds the member won'),
  lossRateBp: rateBpSchema.describe('rate on the stake of rounds the member lost'),
  singleBetMin: termsAmountSchema.describe('smallest stake of a round that counts'),
});
export type RealtimeSalaryTerms = z.infer<typeof realtimeSalaryTermsSchema>;

/**
 * Dividend per period: rateBp x the team's net loss (stake - win; positive when members lost) of the
 * period, when positive, for the highest tier reached. Paid after each period ends.
 */
export const dividendTermsSchema = z.object({
  period: z.enum(dividendPeriods).describe('semimonthly: days 1-15 and 16-end of month'),
  tiers: tiers(
    z.object({
      minPeriodLoss: termsAmountSchema.describe("the team's net loss of the period"),
      minActiveMembers: z.number().int().min(0).max(100000),
      minValidBet: termsAmountSchema.describe("the team's valid bet of the period"),
      rateBp: rateBpSchema,
    }),
  ),
});
export type DividendTerms = z.infer<typeof dividendTermsSchema>;

export const contractTermsSchemas = {
  dividend: dividendTermsSchema,
  daily_salary: dailySalaryTermsSchema,
  hourly_salary: hourlySalaryTermsSchema,
  realtime_salary: realtimeSalaryTermsSchema,
} as const;

export type ContractTermsOf<T extends ContractType> = z.infer<(typeof contractTermsSchemas)[T]>;
export type ContractTerms = DividendTerms | DailySalaryTerms | HourlySalaryTerms | RealtimeSalaryTerms;

const contractTermsUnionSchema = z.union([
  dividendTermsSchema,
  dailySalaryTermsSchema,
  hourlySalaryTermsSchema,
  realtimeSalaryTermsSchema,
]);

/**
 * offer: the upline offers `terms` to a direct downline AGENT (not to plain members). Every rate must be
 * at most the upline's own active contract rate of the type (dividend: the same period too).
 * accept / reject: the downline answers a pending offer. Accepting replaces the downline's active contract
 * of the type; when the new rates are lower than rates the downline gave its own downlines, the first call
 * answers `confirmationRequired` with the contracts that would end, and a second call with
 * `confirm: true` accepts and ends them.
 * cancel: the upline withdraws a pending offer.
 * requestTermination: either side asks to end an active contract; confirmTermination: the other side
 * agrees (also with `confirm: true` when contracts below would end); declineTermination: the other side
 * refuses; the requester may withdraw with declineTermination too.
 */
export const contractActions = [
  'offer',
  'accept',
  'reject',
  'cancel',
  'requestTermination',
  'confirmTermination',
  'declineTermination',
] as const;
export type ContractAction = (typeof contractActions)[number];

export const contractPartySchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
});

export const contractViewSchema = z.object({
  id: z.string(),
  type: z.enum(contractTypes),
  status: z.enum(contractStatuses),
  /** Who offered it: null when the operator did (contracts of top-level agents). */
  upline: contractPartySchema.nullable().describe('the offering agent; null: the operator'),
  downline: contractPartySchema,
  /** The caller's side of this contract. */
  role: z.enum(['upline', 'downline', 'operator']),
  terms: contractTermsUnionSchema.describe('the terms schema of `type`'),
  /** Who asked to end it, while waiting for the other side; null when nobody did. */
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** What the caller can do now. */
  actions: z.array(z.enum(contractActions)),
});
export type ContractView = z.infer<typeof contractViewSchema>;

// ---------------------------------------------------------------------------------------------------
// Contract actions: POST MCS2_processDividendReq / MCS2_processDailySalContract /
// MCS2_processContractHourSalary / MCSFE_processRealTimeSalaryContract, body { action, ... }.

const contractIdSchema = z.string().regex(/^\d{1,18}$/, 'Unknown contract');

const byIdAction = <A extends Exclude<ContractAction, 'offer'>>(action: A) =>
  z.object({
    action: z.literal(action),
    contractId: contractIdSchema,
    confirm: z.boolean().optional().describe('true: go ahead although downline contracts will end'),
  });

const idActions = [
  byIdAction('accept'),
  byIdAction('reject'),
  byIdAction('cancel'),
  byIdAction('requestTermination'),
  byIdAction('confirmTermination'),
  byIdAction('declineTermination'),
] as const;

const offerAction = <T extends z.ZodType>(terms: T) =>
  z.object({
    action: z.literal('offer'),
    downlineUsername: safeText(64).min(1, 'Input cannot be empty'),
    terms,
  });

export const dividendActionSchema = z.discriminatedUnion('action', [
  offerAction(dividendTermsSchema),
  ...idActions,
]);
export const dailySalaryActionSchema = z.discriminatedUnion('action', [
  offerAction(dailySalaryTermsSchema),
  ...idActions,
]);
export const hourlySalaryActionSchema = z.discriminatedUnion('action', [
  offerAction(hourlySalaryTermsSchema),
  ...idActions,
]);
export const realtimeSalaryActionSchema = z.discriminatedUnion('action', [
  offerAction(realtimeSalaryTermsSchema),
  ...idActions,
]);
export type DividendActionRequest = z.input<typeof dividendActionSchema>;
export type DailySalaryActionRequest = z.input<typeof dailySalaryActionSchema>;
export type HourlySalaryActionRequest = z.input<typeof hourlySalaryActionSchema>;
export type RealtimeSalaryActionRequest = z.input<typeof realtimeSalaryActionSchema>;

export const contractActionSchemas = {
  dividend: dividendActionSchema,
  daily_salary: dailySalaryActionSchema,
  hourly_salary: hourlySalaryActionSchema,
  realtime_salary: realtimeSalaryActionSchema,
} as const;

export const contractActionResultSchema = z.object({
  /** The contract after the action; when confirmation is required, unchanged. */
  contract: contractViewSchema,
  /** True: nothing was done yet; repeat the call with confirm: true to end `wouldTerminate`. */
  confirmationRequired: z.boolean(),
  /** Downline contracts that end (or would end, with confirmationRequired) because of this action. */
  wouldTerminate: z.array(contractViewSchema),
});
export type ContractActionResult = z.infer<typeof contractActionResultSchema>;

/** POST /wps/operator/contracts: the operator offers a contract to a top-level agent (no upline agent). */
export const operatorContractOfferSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('dividend'),
    downlineUsername: safeText(64).min(1),
    terms: dividendTermsSchema,
  }),
  z.object({
    type: z.literal('daily_salary'),
    downlineUsername: safeText(64).min(1),
    terms: dailySalaryTermsSchema,
  }),
  z.object({
    type: z.literal('hourly_salary'),
    downlineUsername: safeText(64).min(1),
    terms: hourlySalaryTermsSchema,
  }),
  z.object({
    type: z.literal('realtime_salary'),
    downlineUsername: safeText(64).min(1),
    terms: realtimeSalaryTermsSchema,
  }),
]);
export type OperatorContractOffer = z.input<typeof operatorContractOfferSchema>;

export const operatorContractActionSchema = z.object({
  action: z.enum(['cancel', 'requestTermination', 'confirmTermination', 'declineTermination']),
  contractId: contractIdSchema,
  confirm: z.boolean().optional(),
});
export type OperatorContractActionRequest = z.input<typeof operatorContractActionSchema>;
export const operatorContractListSchema = z.array(contractViewSchema);

export const contractsQuerySchema = pageQuerySchema.extend({
  role: z
    .enum(['upline', 'downline'])
    .optional()
    .describe('upline: contracts I offered; downline: offered to me; none: both'),
  type: z.enum(contractTypes).optional(),
  status: z.enum(contractStatuses).optional(),
  username: safeText(64).optional().describe('the other party (exact username)'),
});
export type ContractsQuery = z.input<typeof contractsQuerySchema>;
export const contractPageSchema = pageSchema(contractViewSchema);
export type ContractPage = z.infer<typeof contractPageSchema>;

export const contractOptionsSchema = z.object({
  /** My active contract of each type (what caps my offers); null when I have none of that type. */
  own: z.object({
    dividend: contractViewSchema.nullable(),
    daily_salary: contractViewSchema.nullable(),
    hourly_salary: contractViewSchema.nullable(),
    realtime_salary: contractViewSchema.nullable(),
  }),
  /** Direct downline agents I can offer contracts to. */
  downlineAgents: z.array(contractPartySchema.extend({ type: z.number().int() })),
});
export type ContractOptions = z.infer<typeof contractOptionsSchema>;

/**
 * Consolidated contract info (spec section 3): counts of things waiting for the caller's answer, per
 * type (offers to accept or reject, termination requests to confirm or decline), plus the list. The
 * contract modal opens when `list` is not empty.
 */
export const consolidatedContractSchema = z.object({
  dailysalreqtype: z.number().int().describe('daily salary items waiting for me'),
  divtypereq: z.number().int().describe('dividend items waiting for me'),
  contracthoursalreq: z.number().int().describe('hourly salary items waiting for me'),
  realtimesalreqtype: z.number().int().describe('real-time salary items waiting for me'),
  list: z.array(contractViewSchema),
});
export type ConsolidatedContract = z.infer<typeof consolidatedContractSchema>;

// ---------------------------------------------------------------------------------------------------
// Periods and reports

/** Presets are computed in the agent's time zone. */
export const periodPresets = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last7Days',
  'last30Days',
] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as yyyy-MM-dd');

/** A report period: a preset, or from/to local dates (inclusive). Default: today. Weeks start on Monday. */
export const periodQuerySchema = z.object({
  preset: z.enum(periodPresets).optional(),
  from: localDate.optional().describe('first local day, inclusive'),
  to: localDate.optional().describe('last local day, inclusive'),
});
export type PeriodQuery = z.input<typeof periodQuerySchema>;

export const resolvedPeriodSchema = z.object({
  from: z.string().describe('first local day'),
  to: z.string().describe('last local day'),
  timeZone: z.string().describe('IANA zone the days are in'),
  startsAt: z.string().describe('ISO instant the period starts'),
  endsAt: z.string().describe('ISO instant the period ends (exclusive)'),
});
export type ResolvedPeriod = z.infer<typeof resolvedPeriodSchema>;

export const agentInfoSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  timeZone: z.string().describe('IANA zone of the agent (its own, else the site default)'),
  utcOffsetMinutes: z.number().int().describe('current offset from UTC for the header, e.g. 360 = GMT+6'),
  referralCode: z.string(),
  referralLink: z.string().describe('site URL + /register?referralCode=<code>'),
  teamSize: z.number().int().describe('every member below me, all levels'),
  directCount: z.number().int(),
  /** Member types the register center may create: 0 (member) and agent types of my tier or lower. */
  allowedDownlineTypes: z.array(z.number().int()),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const teamOverviewSchema = z.object({
  period: resolvedPeriodSchema,
  teamSize: z.number().int().describe('members below me at the end of the period'),
  directCount: z.number().int(),
  newMembers: z.number().int().describe('registered in the period'),
  activeMembers: z.number().int().describe('with at least one round settled in the period'),
  depositAmount: moneySchema.describe('credited deposits'),
  depositCount: z.number().int(),
  withdrawalAmount: moneySchema.describe('withdrawals paid out (paid or confirmed)'),
  withdrawalCount: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  memberProfit: moneySchema.describe('win - stake: positive when members won'),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** POST AGC_registerDownline (enc). Without a password the account gets the operator's default password and must change it at first login. */
export const registerDownlineSchema = z.object({
  username: safeText(64).min(1, 'Input cannot be empty'),
  password: safeText(128, { trim: false }).optional(),
  confirmPassword: safeText(128, { trim: false }).optional(),
  type: z.number().int().describe('0 member, or an agent type of my tier or lower (1 > 2 > 41 > 42)'),
  nickname: nicknameSchema.optional().describe('the same rule as the member nickname'),
  smsPassword: z
    .object({ dialingCode: safeText(8), mobileNo: safeText(24) })
    .optional()
    .describe('without a password: also send the generated password by SMS to this mobile'),
});
export type RegisterDownlineRequest = z.input<typeof registerDownlineSchema>;

export const freezeDownlineSchema = z.object({
  username: safeText(64).min(1, 'Input cannot be empty'),
  frozen: z.boolean().describe('true: freeze, false: unfreeze'),
  branch: z.boolean().default(false).describe('true: every agent of its team too'),
});
export const freezeDownlineResultSchema = z.object({
  agents: z.number().int().describe('how many agent accounts changed'),
});

export const registeredDownlineSchema = z.object({
  username: z.string(),
  type: z.number().int(),
  mustChangePassword: z.boolean().describe('true: created with the default password'),
  password: z
    .string()
    .nullable()
    .optional()
    .describe('the password generated for an account opened without one, answered only here (once)'),
  smsSentTo: z
    .string()
    .nullable()
    .optional()
    .describe('the masked mobile the generated password was sent to by SMS (null: none sent)'),
});
export type RegisteredDownline = z.infer<typeof registeredDownlineSchema>;

export const downlinesQuerySchema = pageQuerySchema.extend({
  username: safeText(64).optional().describe('part of a username'),
  scope: z.enum(['direct', 'all']).default('direct'),
  type: z.enum(['member', 'agent']).optional(),
});
export type DownlinesQuery = z.input<typeof downlinesQuerySchema>;

export const downlineRowSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  level: z.number().int().describe('1: my direct downline'),
  uplineUsername: z.string().nullable(),
  balance: moneySchema,
  status: z.enum(['active', 'disabled']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  teamSize: z.number().int().describe('members below this one'),
  agentFrozen: z.boolean().optional().describe('an agent account whose agent business is frozen'),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;
export const agentDownlinePageSchema = pageSchema(downlineRowSchema);
export type DownlinePage = z.infer<typeof agentDownlinePageSchema>;

export const teamBetsQuerySchema = periodQuerySchema.extend(pageQuerySchema.shape).extend({
  username: safeText(64).optional().describe('exact username of a downline'),
  gameType: safeText(16).optional().describe('RNG, LIVE, FISH, SPORTS, ...'),
});
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

const betTotalsSchema = z.object({
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  memberProfit: moneySchema.describe('win - stake'),
});

export const teamBetRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string().nullable(),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  memberProfit: moneySchema,
  status: z.enum(['open', 'settled', 'cancelled']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export const teamBetsPageSchema = pageSchema(teamBetRowSchema).extend({
  period: resolvedPeriodSchema,
  totals: betTotalsSchema.describe('over every settled round of the filter, not only this page'),
});
export type TeamBetsPage = z.infer<typeof teamBetsPageSchema>;

export const userLossQuerySchema = periodQuerySchema.extend(pageQuerySchema.shape).extend({
  username: safeText(64).optional().describe('part of a username'),
});
export const userLossRowSchema = z.object({
  username: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  rounds: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  memberProfit: moneySchema.describe('win - stake'),
  loss: moneySchema.describe('stake - win: positive when the member lost'),
});
export const userLossPageSchema = pageSchema(userLossRowSchema).extend({
  period: resolvedPeriodSchema,
  totals: betTotalsSchema,
});
export type UserLossPage = z.infer<typeof userLossPageSchema>;

export const payoutLevelSchema = z.object({
  ownRateBp: z.number().int().describe('my rate on this volume'),
  downlineRateBp: z
    .number()
    .int()
    .describe("the downline agent's own rate on it, kept by that agent (0: my direct members' rounds)"),
  paidRateBp: z.number().int().describe('the difference paid to me: own rate - downline rate, never below 0'),
  volume: moneySchema.describe('the part of the basis at this pair of rates'),
});
export type PayoutLevel = z.infer<typeof payoutLevelSchema>;

export const payoutRowSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractType: z.enum(contractTypes),
  /** Period settled: [periodStart, periodEnd). */
  periodStart: z.string(),
  periodEnd: z.string(),
  periodKey: z.string().describe('UTC key of the period, e.g. 2026-11-20 (local day) or 2026-11-20T10:05'),
  validBet: moneySchema.describe('team valid bet of the period'),
  netLoss: moneySchema.describe('team stake - win of the period (dividend basis)'),
  activeMembers: z.number().int(),
  basis: moneySchema.describe(
    "the team amount the rate is computed on (daily/hourly: valid bet; dividend: net loss; real-time: stake of qualifying rounds), before the level difference to downline agents' own rates",
  ),
  rateBp: z.number().int().describe('my rate in the period (0: no tier reached)'),
  amount: moneySchema.describe('paid to me (0.00: nothing earned, no ledger movement)'),
  reference: z.string().nullable().describe('ledger reference when money moved'),
  createdAt: z.string(),
  levels: z
    .array(payoutLevelSchema)
    .nullable()
    .describe(
      'the level difference behind the amount, one entry per pair of rates (null: settled before it was recorded)',
    ),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

export const payoutRecordsQuerySchema = periodQuerySchema.extend(pageQuerySchema.shape).extend({
  contractType: z.enum(contractTypes),
  nonZero: z.coerce.boolean().optional().describe('true: leave out periods that paid nothing'),
});
export type PayoutRecordsQuery = z.input<typeof payoutRecordsQuerySchema>;
export const payoutPageSchema = pageSchema(payoutRowSchema).extend({
  period: resolvedPeriodSchema,
  totalAmount: moneySchema,
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

export const myIncomeQuerySchema = periodQuerySchema.extend(pageQuerySchema.shape).extend({
  contractType: z.enum(contractTypes).optional(),
});
export type MyIncomeQuery = z.input<typeof myIncomeQuerySchema>;
export const myIncomeSchema = pageSchema(payoutRowSchema).extend({
  period: resolvedPeriodSchema,
  totals: z.object({
    dividend: moneySchema,
    daily_salary: moneySchema,
    hourly_salary: moneySchema,
    realtime_salary: moneySchema,
    salary: moneySchema.describe('daily + hourly + real-time salary'),
    total: moneySchema,
  }),
});
export type MyIncome = z.infer<typeof myIncomeSchema>;

export const revenueDaySchema = z.object({
  date: z.string().describe('local day'),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  memberProfit: moneySchema,
  depositAmount: moneySchema,
  withdrawalAmount: moneySchema,
  income: moneySchema.describe('my salary and dividend payouts of periods ending that day'),
  activeMembers: z.number().int(),
});
export const revenueReportSchema = z.object({
  period: resolvedPeriodSchema,
  days: z.array(revenueDaySchema).describe('every day of the period, oldest first, zeros included'),
  totals: revenueDaySchema.omit({ date: true, activeMembers: true }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const downlineTransactionsQuerySchema = periodQuerySchema.extend(pageQuerySchema.shape).extend({
  type: z.enum(recordTypes).optional(),
  username: safeText(64).optional().describe('exact username of a downline'),
});
export type DownlineTransactionsQuery = z.input<typeof downlineTransactionsQuerySchema>;
export const downlineTransactionSchema = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  type: z.enum(recordTypes),
  amount: moneySchema.describe('signed: positive money in'),
  balanceAfter: moneySchema,
  reference: z.string(),
});
export const downlineTransactionPageSchema = pageSchema(downlineTransactionSchema).extend({
  period: resolvedPeriodSchema,
});
export type DownlineTransactionPage = z.infer<typeof downlineTransactionPageSchema>;

/** Notices the operator publishes for agents (announcement type PL, platform 'AGENT'), 9 per page. */
export const agentAnnouncementQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  language: safeText(10).optional().describe("default: the agent's language, else English"),
});
export const agentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML'),
  createdAt: z.string(),
});
export const agentAnnouncementPageSchema = pageSchema(agentAnnouncementSchema);
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageSchema>;
