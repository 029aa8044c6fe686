import { envelopeSchema } from '@app/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app.js';
import { AppError, ok } from '../../../lib/envelope.js';

const probe = envelopeSchema(z.object({ status: z.string() }));

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: probe } } },
    () => ok({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: probe, 503: envelopeSchema(z.null()) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError(503, 'NOT_READY', 'Database unavailable');
      }
      return ok({ status: 'ready' });
    },
  );
};
