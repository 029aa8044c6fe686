import { z } from 'zod';
import { safeText } from './text.js';
import { parseMinor } from './money.js';
import { recordTypes } from './wallet-constants.js';

/** An amount on the wire out: a decimal string with exactly two places, e.g. "1234.50" (negative for money out). */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('decimal string with 2 places, e.g. "1234.50"');

/**
 * An amount on the wire in: a decimal string (or JSON number) with at most two places, greater than
 * zero; parsed to integer minor units (poisha). Negative, zero, over-precise and non-numeric input is
 * refused with a readable message.
 */
export const amountSchema = z
  .union([safeText(32, { trim: false }), z.number()])
  .transform((value, ctx) => {
    const minor = parseMinor(typeof value === 'number' ? String(value) : value);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid amount with at most 2 decimal places' });
      return z.NEVER;
    }
    if (minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be greater than 0' });
      return z.NEVER;
    }
    return minor;
  })
  .describe('decimal string with at most 2 places, greater than 0, e.g. "500.00"');

/** Idempotency key of a money movement: retrying with the same id returns the first answer and moves nothing again. */
export const requestIdSchema = z
  .string({ error: 'requestId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, - or _')
  .describe(
    'idempotency key: a fresh random id per user action (e.g. crypto.randomUUID()); resend the same id when retrying',
  );

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

export const balanceSchema = z.object({
  balance: moneySchema.describe('spendable balance of the main wallet'),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof balanceSchema>;

export const walletEntrySchema = z.object({
  code: z.string().describe("'MAIN': this platform runs one seamless wallet"),
  name: z.string(),
  balance: moneySchema,
});

export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  totalBalance: moneySchema.describe('balance plus amounts held for pending withdrawals'),
  balance: moneySchema.describe('spendable now'),
  pendingWithdrawal: moneySchema.describe('held for withdrawals waiting for the operator'),
  pendingDeposit: moneySchema.describe('deposits requested and not yet credited'),
  wallets: z.array(walletEntrySchema),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

export const merchantWalletSchema = z.object({
  isSingle: z.literal(true).describe('single seamless wallet: games draw on the main balance directly'),
  currency: z.string(),
  wallets: z.array(walletEntrySchema),
});

export const walletTransferRequestSchema = z
  .object({
    fromWallet: safeText(32).optional(),
    toWallet: safeText(32).optional(),
    amount: z.union([safeText(32), z.number()]).optional(),
  })
  .default({});
export const walletTransferResultSchema = z.object({
  isSingle: z.literal(true),
  transferred: moneySchema.describe('always "0.00": with one wallet there is nothing to move'),
  balance: moneySchema,
});

const isoWithOffset = z.iso.datetime({ offset: true });

export const recordsQuerySchema = pageQuerySchema.extend({
  from: isoWithOffset
    .optional()
    .describe(
      "inclusive start (ISO with offset); default 7 days before `to`. The date presets are the client's",
    ),
  to: isoWithOffset.optional().describe('exclusive end (ISO with offset); default now'),
  type: z.enum(recordTypes).optional(),
});
export type RecordsQuery = z.input<typeof recordsQuerySchema>;

export const recordSchema = z.object({
  id: z.string(),
  time: z.string().describe('ISO time'),
  type: z.enum(recordTypes),
  amount: moneySchema.describe('signed: positive money in, negative money out'),
  balanceAfter: moneySchema,
  reference: z.string().describe('order reference, e.g. D000000012 (deposit), W000000003, T000000007'),
  status: z.string().nullable().describe('current status of the deposit or withdrawal, else null'),
  counterparty: z.string().nullable().describe('the other account of a transfer (username)'),
  remark: z.string().nullable(),
});
export type WalletRecord = z.infer<typeof recordSchema>;
export const recordPageSchema = pageSchema(recordSchema);
