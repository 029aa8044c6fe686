import { z } from 'zod';
import { safeText } from './text.js';

/** Development only: what the outbox senders "sent" (listed by /dev/outbox/sms and /dev/outbox/mail). */
export const outboxQuerySchema = z.object({
  to: safeText(254).optional().describe('E.164 number or e-mail address'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

export const outboxMailSchema = outboxSmsSchema.extend({
  subject: z.string(),
  resetToken: z.string().nullable(),
});
