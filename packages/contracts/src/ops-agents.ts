import { z } from 'zod';
import { agentMemberTypes } from './enums.js';
import { contractTypes, contractViewSchema, payoutLevelSchema, rateBpSchema } from './agent-center.js';
import { nicknameSchema } from './member.js';
import { safeText } from './text.js';
import { moneySchema, pageQuerySchema, pageSchema } from './wallet.js';

// The operator console's agents: top-level agents, the tree, moves, freezes, per-agent reports and the
// operator's agent policy (rate caps, dividend rules).

const idSchema = z.string().regex(/^\d{1,18}$/, 'Not found');
const agentTypeSchema = z
  .number()
  .int()
  .refine((type) => agentMemberTypes.includes(type), 'Please choose an agent type (1, 2, 41 or 42)');
const reasonSchema = safeText(200).min(1, 'Please give a reason');

export const opsAgentIdParamsSchema = z.object({ id: idSchema });

export const opsAgentListQuerySchema = pageQuerySchema.extend({
  parentId: idSchema.optional().describe('the agents directly below this one; none: the top-level agents'),
  q: safeText(64).optional().describe('part of a username or nickname: agents at any level'),
});

export const opsAgentRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.string(),
  frozen: z.boolean(),
  upline: z.string().nullable(),
  directAgents: z.number().int(),
  directMembers: z.number().int(),
  team: z.number().int().describe('everyone below, every level'),
});
export type OpsAgentRow = z.infer<typeof opsAgentRowSchema>;
export const opsAgentPageSchema = pageSchema(opsAgentRowSchema);

export const createTopAgentSchema = z
  .object({
    username: safeText(64).min(1, 'Input cannot be empty'),
    password: safeText(128, { trim: false }).min(1, 'Input cannot be empty'),
    confirmPassword: safeText(128, { trim: false }).min(1, 'Input cannot be empty'),
    type: agentTypeSchema.default(1),
    nickname: nicknameSchema.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The two passwords are not the same',
    path: ['confirmPassword'],
  });
export type CreateTopAgentRequest = z.input<typeof createTopAgentSchema>;

export const promoteMemberSchema = z.object({
  username: safeText(64).min(1, 'Input cannot be empty'),
  type: agentTypeSchema.default(1),
});

export const moveAgentSchema = z.object({
  uplineUsername: safeText(64)
    .nullable()
    .describe('the agent to move below; null: make it a top-level agent'),
  reason: reasonSchema,
});

export const freezeAgentSchema = z.object({
  frozen: z.boolean().describe('true: freeze, false: unfreeze'),
  branch: z.boolean().default(false).describe('true: every agent below too'),
  reason: reasonSchema,
});
export const freezeResultSchema = z.object({ agents: z.number().int().describe('agents changed') });

export const opsAgentReportQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional().describe('default: 30 days ago'),
  to: z.iso.datetime({ offset: true }).optional().describe('default: now'),
});
export const opsAgentReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  bets: moneySchema.describe("the team's settled stakes"),
  validBet: moneySchema,
  wins: moneySchema,
  ggr: moneySchema.describe('bets - wins'),
  bonusCost: moneySchema.describe("bonuses credited to the team's members"),
  salaryCost: moneySchema.describe('salaries paid to the agent and the agents below it'),
  dividendCost: moneySchema.describe('dividends paid to the agent and the agents below it'),
  ngr: moneySchema.describe('ggr - bonus cost - salary cost - dividend cost'),
});
export type OpsAgentReport = z.infer<typeof opsAgentReportSchema>;

export const opsAgentPayoutSchema = z.object({
  id: z.string(),
  type: z.enum(contractTypes),
  periodKey: z.string(),
  periodEnd: z.string(),
  basis: moneySchema,
  rateBp: z.number().int(),
  amount: moneySchema,
  levels: z
    .array(
      payoutLevelSchema.extend({
        amount: moneySchema.describe(
          "volume x paid rate, floored to a poisha (the payout floors the levels' sum once, so it may be a poisha more)",
        ),
        downlines: z
          .array(z.string())
          .nullable()
          .describe(
            'usernames of the downline agents whose own rate was taken off this volume; [] at the full rate ' +
              "(direct members, agents' own rounds, agents without a rate); null: settled before they were kept",
          ),
      }),
    )
    .nullable()
    .describe('the level difference behind the amount (null: settled before it was recorded)'),
});

export const opsAgentDetailSchema = opsAgentRowSchema.extend({
  chain: z.array(z.string()).describe('usernames from the top-level agent down to the direct upline'),
  teamAgents: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  frozenAt: z.string().nullable(),
  contracts: z.array(contractViewSchema),
  payouts: z.array(opsAgentPayoutSchema),
});
export type OpsAgentDetail = z.infer<typeof opsAgentDetailSchema>;

/** The operator's agent policy (site_setting `agent_policy`). */
export const agentPolicySchema = z.object({
  maxSalaryRateBp: rateBpSchema.describe('highest salary rate staff may offer a top agent (10000 = 100 %)'),
  maxDividendRateBp: rateBpSchema.describe('highest dividend rate staff may offer a top agent'),
  carryNegativePeriods: z
    .boolean()
    .describe("a team's net-winning dividend period is carried into the next period's net loss"),
  uplineFundsSubDividends: z
    .boolean()
    .describe(
      "true: a sub-agent's dividend is paid even when its upline's whole team net-won the period; false: not paid that period",
    ),
});
export type AgentPolicy = z.infer<typeof agentPolicySchema>;
