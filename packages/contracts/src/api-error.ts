import { z } from 'zod';
import { envelopeSchema } from './envelope.js';

/**
 * The value of a failed envelope when the server has more to say than the message: the message key
 * and parameters (for translation), the input field it belongs to, and on login failures whether
 * the next attempt needs a captcha. Generic failures keep `value: null`.
 */
export const errorDetailSchema = z.object({
  key: z.string().describe('message key (see messageTemplates); translate it with params'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  field: z.string().optional().describe('the request field the error belongs to'),
  captcha: z.boolean().optional().describe('login: true when the next attempt must carry a captcha'),
  retryAfterSeconds: z.number().int().optional().describe('throttled: seconds until a retry can succeed'),
  reason: z
    .string()
    .optional()
    .describe(
      "a generic refusal (a game's bet_refused): the stable code of why, worded by the client from it",
    ),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorEnvelopeWithDetailSchema = envelopeSchema(errorDetailSchema.nullable());
