import {
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusQuerySchema,
  gameMenusValueSchema,
  hotGamesQuerySchema,
  hotGamesValueSchema,
  lanesQuerySchema,
  lanesValueSchema,
  vassGameTypeSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import { sendEnvelopeOf } from '../../../lib/envelope-json.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as lobby from './lobby.service.js';

const tags = ['lobby'];
const errors = { 400: errorEnvelopeWithDetailSchema, 401: errorEnvelopeWithDetailSchema };

/** Game menus and listings. Guests browse too: none of these needs a token except the vendor game types. */
export const lobbyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary:
          'Menu tree: nav entries (home, promotions, one per category with a vendor) and categories with their vendors',
        querystring: gameMenusQuerySchema,
        response: { 200: envelopeSchema(gameMenusValueSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendEnvelopeOf(reply, gameMenusValueSchema, await lobby.getGameMenus(db, request.query.language)),
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary:
          'A page of games of a category: vendor, sub-type, slot (minBet, lines) and name filters; token optional',
        querystring: gameListQuerySchema,
        response: { 200: envelopeSchema(gameListValueSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendEnvelopeOf(reply, gameListValueSchema, await lobby.listGames(db, request.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games in rank order (value.list), optionally of one vendor or category',
        querystring: hotGamesQuerySchema,
        response: { 200: envelopeSchema(hotGamesValueSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendEnvelopeOf(reply, hotGamesValueSchema, await lobby.getHotGames(db, request.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        tags,
        summary: 'Lanes of new games (value.data.lanes), newest first in each lane',
        querystring: lanesQuerySchema,
        response: { 200: envelopeSchema(lanesValueSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendEnvelopeOf(reply, lanesValueSchema, await lobby.getLanes(db, request.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary:
          'Each vendor with its game types and the categories that show it (token; trial accounts too)',
        response: { 200: envelopeSchema(z.array(vassGameTypeSchema)), ...errors },
      },
    },
    async (request) => {
      await auth.requireSession(request, { allowTrial: true });
      return ok(await lobby.getVendorGameTypes(db));
    },
  );
};
