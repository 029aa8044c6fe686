import {
  betRecordPageSchema,
  betRecordsQuerySchema,
  envelopeSchema,
  gameLaunchPaths,
  gameLaunchRequestSchema,
  gameLaunchResultSchema,
  gameRecordPaths,
  profitLossQuerySchema,
  profitLossValueSchema,
  roomListQuerySchema,
  roomListValueSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import { errorResponses } from '../../../lib/error-responses.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { launchDemo, launchGame, listRooms } from './game-launch.service.js';
import { getProfitLoss, listBetRecords } from './game-records.service.js';

const tags = ['games'];

/** Game launch (real and demo), live rooms, and the member's betting record and profit and loss. */
export const gamesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, clientOf }) => {
  const auth = createAuth(db, config);

  app.post(
    gameLaunchPaths.launch,
    {
      schema: {
        tags,
        summary: 'Start a game for real money (token; real accounts): answers the game page URL',
        description:
          "The URL carries a launch token the game provider authenticates; it allows bets for GAME_LAUNCH_TTL_MINUTES. Trial accounts get 403 'in_need_true_account'; a disabled game, a vendor lobby entry (VASSALAGE) or a game type no provider runs gets 400 'game_unavailable'.",
        body: gameLaunchRequestSchema,
        response: { 200: envelopeSchema(gameLaunchResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      return ok(await launchGame(db, config, member.id, request.body));
    },
  );

  app.post(
    gameLaunchPaths.demoLaunch,
    {
      schema: {
        tags,
        summary: 'Start a game in demo mode (play money; no login): answers the game page URL',
        description:
          "Only games with supportPlay 0 (else 400 'demo_unavailable'). The URL carries a ticket signed for the provider, valid one hour; no wallet is involved. Throttled per IP (429).",
        body: gameLaunchRequestSchema,
        response: { 200: envelopeSchema(gameLaunchResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await launchDemo(db, clientOf(request).ip, request.body)),
  );

  app.get(
    gameLaunchPaths.roomList,
    {
      schema: {
        tags,
        summary: 'Live rooms (token): the enabled LIVE games and how many members played each in 10 minutes',
        querystring: roomListQuerySchema,
        response: { 200: envelopeSchema(roomListValueSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await auth.requireSession(request, { allowTrial: true });
      return ok(await listRooms(db, request.query));
    },
  );

  app.get(
    gameRecordPaths.bets,
    {
      schema: {
        tags,
        summary:
          "Betting record (personalHistoryCopy): the member's rounds, newest first (token; real accounts)",
        description:
          'from and to are local dates of the site time zone (inclusive), at most 90 days. totals cover every round of the filter. profit = win - stake.',
        querystring: betRecordsQuerySchema,
        response: { 200: envelopeSchema(betRecordPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      const language = request.query.language ?? member.language ?? 'en';
      return ok(await listBetRecords(db, member.id, { ...request.query, language }));
    },
  );

  app.get(
    gameRecordPaths.profitLoss,
    {
      schema: {
        tags,
        summary:
          'Personal profit and loss (personalProfit): per local day and per game type (token; real accounts)',
        description:
          'Same rounds and date rules as the betting record; only days and game types with rounds.',
        querystring: profitLossQuerySchema,
        response: { 200: envelopeSchema(profitLossValueSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      return ok(await getProfitLoss(db, member.id, request.query));
    },
  );
};
