import { z } from 'zod';
import { safeText } from './text.js';
import { amountSchema, moneySchema, pageQuerySchema, pageSchema, requestIdSchema } from './wallet.js';

const paymentPassword = safeText(64, { trim: false, error: 'Please enter withdraw password' }).min(
  1,
  'Please enter withdraw password',
);
const remark = safeText(140, { kind: 'multiline' }).optional();

export const transferDownlineSchema = z.object({
  toUsername: safeText(64).min(1, 'Input cannot be empty'),
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
  remark,
});
export type TransferDownlineRequest = z.input<typeof transferDownlineSchema>;

export const transferUplineSchema = z.object({
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
  remark,
});
export type TransferUplineRequest = z.input<typeof transferUplineSchema>;

export const transferResultSchema = z.object({
  reference: z.string(),
  amount: moneySchema,
  balance: moneySchema.describe("the sender's balance after the transfer"),
  counterparty: z.string().describe('username of the recipient'),
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const downlineQuerySchema = pageQuerySchema.extend({
  keyword: safeText(64).optional().describe('part of a username'),
});
export const downlineSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  level: z.number().int().describe('1: direct downline, 2: their downline, ...'),
});
export const downlinePageSchema = pageSchema(downlineSchema);

export const uplineSchema = z.object({
  upline: z.object({ username: z.string(), nickname: z.string().nullable() }).nullable(),
});
