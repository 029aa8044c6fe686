import { z } from 'zod';
import { safeText } from './text.js';
import { depositStatuses, disputeOutcomes, withdrawalStatuses } from './wallet-constants.js';
import { depositSchema, payoutAccountSchema, withdrawalSchema } from './cashier.js';
import { amountSchema, moneySchema, pageQuerySchema, pageSchema, requestIdSchema } from './wallet.js';

const member = z.object({ memberId: z.string(), username: z.string() });

export const operatorDepositSchema = depositSchema.extend({
  member,
  payerName: z.string().nullable(),
  payerAccount: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;
export const operatorDepositPageSchema = pageSchema(operatorDepositSchema);
export const operatorDepositQuerySchema = pageQuerySchema.extend({
  status: z.enum(depositStatuses).default('pending'),
});

export const operatorWithdrawalSchema = withdrawalSchema.extend({
  member,
  account: payoutAccountSchema
    .omit({ id: true, createdAt: true })
    .describe('full account number: where to pay'),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  receiptNote: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorWithdrawalPageSchema = pageSchema(operatorWithdrawalSchema);
export const operatorWithdrawalQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).default('pending'),
});

export const operatorDisputeSchema = z.object({
  resolution: z.enum(disputeOutcomes).describe('refunded: the missing amount goes back to the balance'),
  note: safeText(200, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
});

export const balanceAdjustmentRequestSchema = z.object({
  username: safeText(64).min(1, 'Input cannot be empty'),
  direction: z.enum(['credit', 'debit']),
  amount: amountSchema,
  reason: safeText(200, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
  requestId: requestIdSchema,
});
export const balanceAdjustmentSchema = z.object({
  reference: z.string(),
  username: z.string(),
  amount: moneySchema.describe('signed: negative for a debit'),
  balance: moneySchema.describe('the balance after the adjustment'),
  at: z.string(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not found') });
export const proofImageParamsSchema = orderIdParamsSchema.extend({ proofId: z.string().regex(/^\d{1,18}$/) });
export const operatorRejectSchema = z.object({
  reason: safeText(200, { kind: 'multiline' }).min(1, 'Input cannot be empty'),
});

export const reconciliationReportSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  accounts: z.number().int(),
  journals: z.number().int(),
  postings: z.number().int(),
  ledgerTotal: z.string().describe('sum of every posting: must be "0"'),
  problems: z.array(z.string()),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
