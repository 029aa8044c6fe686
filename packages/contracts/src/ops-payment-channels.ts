import { z } from 'zod';
import { paymentQueueKinds } from './ops-console-constants.js';
import { paymentChannelDirections, riskHintKinds } from './ops-payment-channels-constants.js';
import { parseMinor } from './money.js';
import { safeText } from './text.js';
import { channelMethods } from './wallet-constants.js';
import { amountSchema, moneySchema } from './wallet.js';

// The console's payment channels (enable, limits, fees, order, instructions per language) and the risk
// hints of the deposit and withdrawal queues.

const instructionsText = safeText(1000, { kind: 'multiline' });

/**
 * The free-form part of a channel row (`payment_channel.details`) as the cashier reads it: the
 * receiving account of a manual transfer and the instructions, `instructions` in English and
 * `instructions_<lang>` in other languages. Unknown keys are kept (gateway settings).
 */
export const paymentChannelDetailsSchema = z
  .object({
    bankName: z.string().optional(),
    accountName: z.string().optional(),
    accountNumber: z.string().optional(),
    branch: z.string().optional(),
    instructions: z.string().optional(),
    instructions_bn: z.string().optional(),
  })
  .catchall(z.string());
export type PaymentChannelDetails = z.infer<typeof paymentChannelDetailsSchema>;

export const paymentChannelIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,64}$/, 'There is no such payment channel'),
});

export const opsPaymentChannelSchema = z.object({
  id: z.string(),
  direction: z.enum(paymentChannelDirections),
  method: z.enum(channelMethods),
  adapter: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  feeBp: z.number().int().describe('provider fee in basis points of the amount (100 = 1%)'),
  feeFixed: moneySchema.describe('provider fee per payment'),
  sort: z.number().int(),
  instructions: z.object({ en: z.string(), bn: z.string() }),
});
export type OpsPaymentChannel = z.infer<typeof opsPaymentChannelSchema>;
export const opsPaymentChannelListSchema = z.array(opsPaymentChannelSchema);

/** A change of one channel: every field at once (the page sends the whole form). */
export const updatePaymentChannelSchema = z
  .object({
    name: safeText(64).min(1, 'Input cannot be empty'),
    enabled: z.boolean(),
    minAmount: amountSchema,
    maxAmount: amountSchema,
    feeBp: z.coerce
      .number()
      .int('Please enter a whole number')
      .min(0, 'The fee must be between 0 and 10000 basis points')
      .max(10000, 'The fee must be between 0 and 10000 basis points'),
    feeFixed: z.union([safeText(32, { trim: false }), z.number()]).transform((value, ctx) => {
      const minor = parseMinor(typeof value === 'number' ? String(value) : value.trim() || '0');
      if (minor === null || minor < 0n) {
        ctx.addIssue({
          code: 'custom',
          message: 'Please enter a valid amount with at most 2 decimal places',
        });
        return z.NEVER;
      }
      return minor;
    }),
    sort: z.coerce.number().int().min(0).max(9999),
    instructions: z.object({ en: instructionsText, bn: instructionsText }),
  })
  .refine((value) => value.minAmount <= value.maxAmount, {
    message: 'The minimum must not be above the maximum',
    path: ['maxAmount'],
  });
export type UpdatePaymentChannelRequest = z.input<typeof updatePaymentChannelSchema>;

export const riskHintsQuerySchema = z.object({
  kind: z.enum(paymentQueueKinds),
  ids: z
    .string()
    .regex(/^\d{1,18}(,\d{1,18}){0,99}$/, 'ids: up to 100 order ids separated by commas')
    .transform((text) => [...new Set(text.split(','))]),
});

export const riskHintSchema = z.object({
  kind: z.enum(riskHintKinds),
  detail: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe('what the hint is about: the names, how many other members and which, the open turnover'),
});
export type RiskHint = z.infer<typeof riskHintSchema>;
export const riskHintsSchema = z
  .record(z.string(), z.array(riskHintSchema))
  .describe('the hints of each asked order id (no entry: no hint)');
