import { envelopeSchema, safeText } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { listMailOutbox, listSmsOutbox } from './outbox.service.js';

const tags = ['development'];
const query = z.object({
  to: safeText(254).optional().describe('E.164 number or e-mail address'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const smsSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
const mailSchema = smsSchema.extend({ subject: z.string(), resetToken: z.string().nullable() });

/** Development-only: the messages the outbox senders "sent", newest first (registered only when DEV_OUTBOX). */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/dev/outbox/sms',
    {
      schema: {
        tags,
        summary: 'Recent SMS messages (development only)',
        querystring: query,
        response: { 200: envelopeSchema(z.array(smsSchema)) },
      },
    },
    async (request) => ok(await listSmsOutbox(db, request.query.to, request.query.limit)),
  );

  app.get(
    '/dev/outbox/mail',
    {
      schema: {
        tags,
        summary: 'Recent e-mails (development only)',
        querystring: query,
        response: { 200: envelopeSchema(z.array(mailSchema)) },
      },
    },
    async (request) => ok(await listMailOutbox(db, request.query.to, request.query.limit)),
  );
};
