import { z } from 'zod';
import { safeName, safeText } from './text.js';
import {
  channelMethods,
  depositStatuses,
  disputeOutcomes,
  payoutMethods,
  receiptResults,
  withdrawalStatuses,
} from './wallet-constants.js';
import { amountSchema, moneySchema, pageQuerySchema, pageSchema, requestIdSchema } from './wallet.js';

const text = (max: number) => safeText(max).min(1, 'Input cannot be empty');
const paymentPassword = safeText(64, { trim: false, error: 'Please enter withdraw password' })
  .min(1, 'Please enter withdraw password')
  .describe('the payment (withdraw) password');

export const receivingAccountSchema = z.object({
  bankName: z.string().nullable(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
});

export const depositChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  method: z.enum(channelMethods),
  flow: z
    .enum(['manual', 'redirect'])
    .describe('manual: pay to receivingAccount, then the operator checks; redirect: open paymentUrl'),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  receivingAccount: receivingAccountSchema.nullable().describe('where to send a manual transfer'),
  instructions: z.string().nullable(),
  instructionsByLanguage: z
    .record(z.string(), z.string())
    .describe('the instructions in other languages, by language code, where the operator supplied them'),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

export const createDepositSchema = z.object({
  channelId: safeText(64).min(1),
  amount: amountSchema,
  requestId: requestIdSchema,
  payerName: safeName(100)
    .min(1, 'Input cannot be empty')
    .optional()
    .describe('manual: name on the paying account'),
  payerAccount: text(64).optional().describe('manual: the paying account or mobile-wallet number'),
  transactionRef: text(64)
    .optional()
    .describe('manual: the bank or mobile-wallet transaction id (required for manual channels)'),
});
export type CreateDepositRequest = z.input<typeof createDepositSchema>;

export const depositSchema = z.object({
  id: z.string(),
  reference: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  method: z.enum(channelMethods),
  amount: moneySchema,
  status: z.enum(depositStatuses),
  transactionRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  paymentUrl: z.string().nullable().describe('redirect channels while pending: open it to pay'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositListQuerySchema = pageQuerySchema.extend({ status: z.enum(depositStatuses).optional() });
export const depositPageSchema = pageSchema(depositSchema);

export const paymentPasswordStatusSchema = z.object({ hasPaymentPassword: z.boolean() });

export const setPaymentPasswordSchema = z.object({
  loginPassword: safeText(128, { trim: false })
    .optional()
    .describe('the login password: required to set the first payment password'),
  oldPaymentPassword: safeText(64, { trim: false }).optional().describe('required to change an existing one'),
  newPaymentPassword: safeText(64, { trim: false }).describe('6 digits'),
  confirmPaymentPassword: safeText(64, { trim: false }),
});
export type SetPaymentPasswordRequest = z.input<typeof setPaymentPasswordSchema>;

export const checkPaymentPasswordSchema = z.object({ paymentPassword });

export const payoutAccountSchema = z.object({
  id: z.string(),
  method: z.enum(payoutMethods),
  provider: z.string().describe('bank name, or mobile wallet (bKash, Nagad, Rocket, ...)'),
  accountName: z.string(),
  accountNumber: z.string().describe('masked: only the last 4 digits are shown'),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const bindPayoutAccountSchema = z.object({
  method: z.enum(payoutMethods),
  provider: text(64),
  accountName: safeName(100).min(1, 'Input cannot be empty'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9+\- ]{6,34}$/, 'Account number format is incorrect')
    .transform((value) => value.replace(/[\s-]/g, '')),
  branch: text(100).optional(),
  paymentPassword,
});
export type BindPayoutAccountRequest = z.input<typeof bindPayoutAccountSchema>;

export const unbindPayoutAccountSchema = z.object({ paymentPassword });
export const payoutAccountListSchema = z.array(payoutAccountSchema);

export const withdrawInfoSchema = z.object({
  balance: moneySchema,
  pendingWithdrawal: moneySchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  hasPaymentPassword: z.boolean(),
  accounts: z.array(payoutAccountSchema),
  methods: z
    .array(
      z.object({
        method: z.enum(payoutMethods),
        minAmount: moneySchema,
        maxAmount: moneySchema,
        instructions: z.string().nullable(),
        instructionsByLanguage: z.record(z.string(), z.string()),
      }),
    )
    .describe(
      'the payout methods offered now, each with its own limits (accounts of other methods cannot be used)',
    ),
  autoConfirmMinutes: z
    .number()
    .int()
    .describe('a paid withdrawal not confirmed within this many minutes counts as received'),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const createWithdrawalSchema = z.object({
  payoutAccountId: z.string().regex(/^\d{1,18}$/, 'Withdrawal account not found'),
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export type CreateWithdrawalRequest = z.input<typeof createWithdrawalSchema>;

export const withdrawalProofSchema = z.object({ id: z.string(), url: z.string() });

export const withdrawalSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
  account: payoutAccountSchema.omit({ id: true, createdAt: true }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  confirmBy: z
    .string()
    .nullable()
    .describe('paid: confirm before this time, after it the withdrawal counts as received'),
  confirmedAt: z.string().nullable(),
  receivedAmount: moneySchema.nullable(),
  remainingAmount: moneySchema.nullable().describe('amount minus receivedAmount, once confirmed'),
  autoConfirmed: z.boolean(),
  proofs: z.array(withdrawalProofSchema),
  dispute: z
    .object({
      resolution: z.enum(disputeOutcomes),
      refundedAmount: moneySchema.nullable(),
      note: z.string().nullable(),
      resolvedAt: z.string(),
    })
    .nullable()
    .describe('partially or not received: how the operator settled it, null while open'),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export const withdrawalPageSchema = pageSchema(withdrawalSchema);

/**
 * Receipt confirmation fields (JSON, or multipart/form-data with up to 3 `proof` image files).
 * partially_received needs receivedAmount; not_received needs at least one proof image.
 */
export const withdrawalReceiptSchema = z.object({
  result: z.enum(receiptResults),
  receivedAmount: amountSchema.optional().describe('partially_received: the amount that arrived'),
  note: safeText(140, { kind: 'multiline' }).optional(),
});
export type WithdrawalReceiptRequest = z.input<typeof withdrawalReceiptSchema>;

export const paymentPasswordCheckedSchema = z.object({ valid: z.literal(true) });

/** A payment gateway's callback as sent: its signature covers these exact bytes, so it stays raw text. */
export const gatewayCallbackBodySchema = safeText(8192, { kind: 'multiline', trim: false });
export const gatewayCallbackResultSchema = z.object({ reference: z.string(), status: z.string() });

/** The sandbox gateway's own payment page (the gateway's, not the platform API). */
export const sandboxPaymentQuerySchema = z.object({ token: safeText(2048, { trim: false }) });
export const sandboxPaymentDecisionSchema = z.object({
  token: safeText(2048, { trim: false }),
  outcome: z.enum(['pay', 'fail']),
});
