import {
  accountGameListValueSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  recentGamesQuerySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { listRecentGames } from './recent-games.service.js';

export const recentGamesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Recently launched games, most recent first (content, pageNum, totalPages) (token)',
        querystring: recentGamesQuerySchema,
        response: {
          200: envelopeSchema(accountGameListValueSchema),
          400: errorEnvelopeWithDetailSchema,
          401: errorEnvelopeWithDetailSchema,
        },
      },
    },
    async (request) => {
      const { member } = await auth.requireSession(request, { allowTrial: true });
      return ok(await listRecentGames(db, member.id, request.query, request.query));
    },
  );
};
