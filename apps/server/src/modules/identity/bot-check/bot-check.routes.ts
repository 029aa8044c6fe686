import { botCheckChallengeSchema, envelopeSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createBotCheckChallenge } from './bot-check.service.js';

export const botCheckRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, clientOf }) => {
  app.get(
    '/wps/botcheck/challenge',
    {
      schema: {
        tags: ['session'],
        summary: 'A proof-of-work challenge for the bot check of login, registration and SMS sends',
        description:
          'ALTCHA v2 (PBKDF2/SHA-256). Solve it and send the base64 JSON of { challenge, solution } as botCheck.altcha; each solved challenge admits one request until it expires (BOT_CHECK_TTL_SECONDS). At most 60 per minute per IP.',
        response: { 200: envelopeSchema(botCheckChallengeSchema), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await createBotCheckChallenge(db, config, clientOf(request).ip));
    },
  );
};
