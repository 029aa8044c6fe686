import { z } from 'zod';
import { operatorPermissions } from './endpoint.js';
import { approvalKinds, approvalStatuses, paymentQueueKinds } from './ops-console-constants.js';
import { riskHintSchema } from './ops-payment-channels.js';
import { safeText } from './text.js';
import { amountSchema, moneySchema, pageQuerySchema, pageSchema } from './wallet.js';

// The operator console: staff sign-in with a second factor, staff and roles, the audit log, four-eyes
// approvals, payment claims, members and the dashboard.

const totpCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app');
const recoveryCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'A recovery code is 10 letters and digits (xxxxx-xxxxx)');
const ticketSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Not found');
const staffUsernameSchema = z
  .string()
  .regex(
    /^[A-Za-z][A-Za-z0-9_]{3,31}$/,
    'A username is 4 to 32 letters, digits or _, starting with a letter',
  );
const permissionSchema = z.enum(operatorPermissions);
const roleCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,31}$/, 'A role code is 2 to 32 lower-case letters, digits or _');
const idSchema = z.string().regex(/^\d{1,18}$/, 'Not found');

export const staffLoginRequestSchema = z.object({
  username: safeText(64).min(1, 'Please enter the username and password'),
  password: safeText(128, { trim: false }).min(1, 'Please enter the username and password'),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});

export const staffProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.object({ code: z.string(), name: z.string() }),
  permissions: z.array(permissionSchema).describe('every permission the staff member holds'),
  idleMinutes: z.number().int().describe('the console signs out after this long without a call'),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffSignedInSchema = z.object({
  status: z.literal('signed_in'),
  token: z.string(),
  staff: staffProfileSchema,
  /** Only right after enrolment: shown once, each usable once instead of a code. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export const staffLoginResultSchema = z.discriminatedUnion('status', [
  staffSignedInSchema,
  z.object({ status: z.literal('code_required') }),
  z.object({
    status: z.literal('enrol'),
    ticket: z.string().describe('for the enrolment call, valid 10 minutes'),
    secret: z.string().describe('base32 TOTP secret to type into an authenticator app'),
    otpauthUrl: z.string(),
  }),
]);
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

export const staffEnrolRequestSchema = z.object({ ticket: ticketSchema, code: totpCodeSchema });

export const staffRoleSchema = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(permissionSchema).nullable().describe('null: every permission'),
  ipAllowList: z.array(z.string()).describe('IP addresses or CIDR ranges; empty: anywhere'),
  builtin: z.boolean(),
  members: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const staffRoleListSchema = z.array(staffRoleSchema);
export const staffRoleUpsertSchema = z.object({
  code: roleCodeSchema,
  name: safeText(40).min(1, 'Input cannot be empty'),
  permissions: z.array(permissionSchema).max(operatorPermissions.length),
  ipAllowList: z.array(safeText(50).min(1)).max(50),
});
export const staffRoleAllowListSchema = z.object({ ipAllowList: z.array(safeText(50).min(1)).max(50) });
export const roleCodeParamsSchema = z.object({ code: roleCodeSchema });

export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  status: z.enum(['active', 'disabled', 'invited']),
  enrolled: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.array(staffAccountSchema);
export const staffInviteRequestSchema = z.object({ username: staffUsernameSchema, roleCode: roleCodeSchema });
export const staffInviteSchema = z.object({
  username: z.string(),
  invitePath: z.string().describe('/ops/invite?invitation=…: single use, valid 72 hours'),
  expiresAt: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export const staffAcceptInviteSchema = z.object({
  token: ticketSchema,
  password: safeText(128, { trim: false }).min(10, 'A staff password has at least 10 characters'),
});
export const staffUpdateSchema = z.object({
  roleCode: roleCodeSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  unlock: z.literal(true).optional(),
  resetSecondFactor: z.literal(true).optional(),
});
export const staffIdParamsSchema = z.object({ id: idSchema });

export const opsPolicySchema = z.object({
  staffIdleMinutes: z.number().int().min(5).max(240),
  lockoutFailures: z.number().int().min(3).max(20),
  lockoutMinutes: z.number().int().min(1).max(1440),
  fourEyesAmount: moneySchema.describe('money actions above this need a second staff member'),
});
export type OpsPolicy = z.infer<typeof opsPolicySchema>;
export const opsPolicyUpdateSchema = opsPolicySchema.extend({ fourEyesAmount: amountSchema });

export const auditQuerySchema = pageQuerySchema.extend({
  staff: safeText(64).optional(),
  action: safeText(120).optional(),
  text: safeText(120).optional().describe('searched in the route, parameters and body'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  access: z.string().nullable(),
  params: z.unknown(),
  body: z.unknown(),
  status: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(approvalKinds),
  summary: z.string(),
  amount: moneySchema,
  requestedBy: z.string(),
  requestedAt: z.string(),
  status: z.enum(approvalStatuses),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalQuerySchema = pageQuerySchema.extend({
  status: z.enum(approvalStatuses).default('pending'),
});
export const approvalPageSchema = pageSchema(approvalSchema);
export const approvalDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  note: safeText(200, { kind: 'multiline' }).optional(),
});

export const paymentClaimParamsSchema = z.object({ kind: z.enum(paymentQueueKinds), id: idSchema });
export const paymentClaimSchema = z.object({
  kind: z.enum(paymentQueueKinds),
  orderId: z.string(),
  staff: z.string(),
  claimedAt: z.string(),
});
export const paymentClaimListSchema = z.array(paymentClaimSchema);

export const memberSearchQuerySchema = pageQuerySchema.extend({
  q: safeText(64).optional().describe('id, username, mobile, e-mail, payee name, nickname or referral code'),
});
export const memberSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  type: z.number().int(),
  status: z.string(),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  balance: moneySchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const memberSummaryPageSchema = pageSchema(memberSummarySchema);
export const memberIdParamsSchema = z.object({ id: idSchema });
export const memberDetailSchema = memberSummarySchema.extend({
  upline: z.string().nullable(),
  referralCode: z.string(),
  registerIp: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.array(z.object({ at: z.string(), staff: z.string(), text: z.string() })),
  ledger: z.array(z.object({ at: z.string(), kind: z.string(), amount: moneySchema, balance: moneySchema })),
  rounds: z.array(
    z.object({ at: z.string(), game: z.string(), stake: moneySchema, win: moneySchema, status: z.string() }),
  ),
  logins: z.array(
    z.object({ at: z.string(), ip: z.string(), success: z.boolean(), portal: z.string().nullable() }),
  ),
  payoutAccounts: z.array(
    z.object({ id: z.string(), bank: z.string(), accountName: z.string(), accountNo: z.string() }),
  ),
  /** Sessions not ended nor expired, newest first. */
  sessions: z.array(
    z.object({
      id: z.string(),
      portal: z.string(),
      ip: z.string(),
      device: z.string().nullable(),
      startedAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  /** The browsers/apps the member signed in from (login history grouped by user agent). */
  devices: z.array(
    z.object({
      device: z.string(),
      logins: z.number().int(),
      lastIp: z.string(),
      lastAt: z.string(),
      /** The web client's device key of the last login (`x-device-id`), what the referral check compares. */
      deviceId: z.string().nullable(),
    }),
  ),
  bonuses: z.array(
    z.object({
      title: z.string(),
      source: z.string(),
      amount: moneySchema,
      turnoverRequired: moneySchema,
      turnoverDone: moneySchema,
      status: z.enum(['active', 'completed', 'forfeited']),
      at: z.string(),
    }),
  ),
  /** Responsible-gaming limits: money limits in taka, session limits in minutes. */
  limits: z.array(
    z.object({
      kind: z.enum(['deposit', 'loss', 'wager', 'session']),
      period: z.enum(['day', 'week', 'month', 'session']),
      value: z.string(),
      pendingValue: z.string().nullable(),
      pendingAt: z.string().nullable(),
    }),
  ),
  /** A time-out or self-exclusion in force (endsAt null: permanent), else null. */
  exclusion: z
    .object({
      kind: z.enum(['timeout', 'selfExclusion']),
      startedAt: z.string(),
      endsAt: z.string().nullable(),
    })
    .nullable(),
  /** What the payment queues would flag about the member: shared devices and addresses, open bonus turnover. */
  riskHints: z.array(riskHintSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export const memberActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('lock'), reason: safeText(200).min(1, 'Input cannot be empty') }),
  z.object({ action: z.literal('unlock'), reason: safeText(200).min(1, 'Input cannot be empty') }),
  z.object({ action: z.literal('force_password_change') }),
  z.object({ action: z.literal('reset_payment_password') }),
  z.object({
    action: z.literal('note'),
    text: safeText(500, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
  }),
  z.object({ action: z.literal('tag'), tag: safeText(30).min(1, 'Input cannot be empty') }),
  z.object({ action: z.literal('untag'), tag: safeText(30).min(1, 'Input cannot be empty') }),
  z.object({
    action: z.literal('message'),
    title: safeText(100).min(1, 'Input cannot be empty'),
    content: safeText(2000, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
  }),
  z.object({ action: z.literal('end_session'), sessionId: z.string().regex(/^\d{1,18}$/, 'Invalid id') }),
]);

export const dashboardQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
const figuresSchema = z.object({
  deposits: moneySchema,
  withdrawals: moneySchema,
  bets: moneySchema,
  wins: moneySchema,
  ggr: moneySchema,
  bonusCost: moneySchema,
  ngr: moneySchema,
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
  firstDepositors: z.number().int(),
});
export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: figuresSchema,
  period: figuresSchema,
  days: z.array(
    z.object({ day: z.string(), deposits: moneySchema, withdrawals: moneySchema, ggr: moneySchema }),
  ),
  queues: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    disputes: z.number().int(),
    approvals: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const editableSettingKeys = [
  'maintenance',
  'region_restriction',
  'account_policy',
  'customer_service',
  'resources',
] as const;
export const configurationSchema = z.object({
  settings: z.record(z.enum(editableSettingKeys), z.unknown()),
  modules: z.array(z.object({ modId: z.string(), parentId: z.string().nullable(), enabled: z.boolean() })),
});
export type Configuration = z.infer<typeof configurationSchema>;
export const settingKeyParamsSchema = z.object({ key: z.enum(editableSettingKeys) });
export const settingUpdateSchema = z.object({
  value: safeText(100_000, { kind: 'multiline', trim: false }).describe(
    "the setting's new value as JSON text, validated with the schema the server reads it with",
  ),
});
export const moduleParamsSchema = z.object({ modId: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'Not found') });
export const moduleToggleSchema = z.object({ enabled: z.boolean() });
