import {
  accountGameListValueSchema,
  addFavoriteSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  favoriteListQuerySchema,
  favoriteRefsSchema,
  removeFavoriteQuerySchema,
  removeFavoriteSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../../lib/app-errors.js';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as favourites from './favourites.service.js';

const tags = ['favourites'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
};
const refsResponse = { 200: envelopeSchema(favoriteRefsSchema), ...errors };

/** Favourites need a login (visitors get 401); trial accounts may keep favourites too. */
export const favouritesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);
  const memberOf = async (request: Parameters<typeof auth.requireSession>[0]) =>
    (await auth.requireSession(request, { allowTrial: true })).member.id;

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      schema: {
        tags,
        summary: 'The favourite games as { nodeId, vassalage, gameType }, newest first (token)',
        response: refsResponse,
      },
    },
    async (request) => ok(await favourites.listFavoriteRefs(db, await memberOf(request))),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        summary: 'A page of favourite games (content, pageNum, totalPages); pageSize up to 999 (token)',
        querystring: favoriteListQuerySchema,
        response: { 200: envelopeSchema(accountGameListValueSchema), ...errors },
      },
    },
    async (request) =>
      ok(await favourites.listFavoriteGames(db, await memberOf(request), request.query, request.query)),
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Add a favourite (nodeId, vendor, gameType); adding it again changes nothing (token)',
        body: addFavoriteSchema,
        response: refsResponse,
      },
    },
    async (request) => ok(await favourites.addFavorite(db, await memberOf(request), request.body.nodeId)),
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      schema: {
        tags,
        summary:
          'Remove a favourite: nodeId in the JSON body or the query; removing it again changes nothing (token)',
        querystring: removeFavoriteQuerySchema,
        body: removeFavoriteSchema.nullish(),
        response: refsResponse,
      },
    },
    async (request) => {
      const memberId = await memberOf(request);
      const nodeId = request.body?.nodeId ?? request.query.nodeId;
      if (!nodeId) throw fieldError('nodeId', 'input_cannot_be_empty');
      return ok(await favourites.removeFavorite(db, memberId, nodeId));
    },
  );
};
