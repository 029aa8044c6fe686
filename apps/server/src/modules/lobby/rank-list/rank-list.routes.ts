import {
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  rankListQuerySchema,
  rankListValueSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getRankList } from './rank-list.service.js';

export const rankListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['lobby'],
        summary:
          'Winner board: the biggest real wins of the last 30 days (value.list of { rank, vo }), biggest first; names masked',
        querystring: rankListQuerySchema,
        response: { 200: envelopeSchema(rankListValueSchema), 400: errorEnvelopeWithDetailSchema },
      },
    },
    async (request) =>
      ok(
        await getRankList(db, {
          gameCategory: request.query.gameCategory,
          language: request.query.language,
          limit: request.query.limitNum,
        }),
      ),
  );
};
