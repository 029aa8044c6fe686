import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  lotteryProviderPaths,
  lotteryProviderPrefix,
  lpCreateSessionRequestSchema,
  lpDrawListQuerySchema,
  lpGameListQuerySchema,
  lpPurchaseRequestSchema,
  lpTicketListQuerySchema,
} from './client-api.js';
import type { LpContext } from './context.js';
import { drawView, proofOf, recentDraws } from './draws/draw.service.js';
import { LpError } from './errors.js';
import { findGame, listGames } from './games/game-store.js';
import { gameDetail, gameView } from './games/game-views.js';
import type { LotteryFamily } from './games/families.js';
import { createSession, requireSession } from './sessions/session.service.js';
import { cancelTicket } from './tickets/cancel.service.js';
import { purchase } from './tickets/purchase.service.js';
import { listTickets } from './tickets/ticket-queries.js';

const ok = <T>(value: T) => ({ success: true, value, message: 'success' });

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    throw new LpError(
      400,
      'invalid_request',
      {},
      issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request',
    );
  }
  return result.data;
}

const route = (path: string) => path.slice(lotteryProviderPrefix.length);
const code = (params: unknown) => String((params as { code?: string }).code ?? '');

async function requireGame(ctx: LpContext, gameCode: string) {
  const game = /^[0-9A-Z_]{1,20}$/.test(gameCode) ? await findGame(ctx, gameCode) : undefined;
  if (!game || !game.enabled) throw new LpError(404, 'game_unavailable');
  return game;
}

/** The player API (see client-api.ts), with its own error handler answering `{ key }` envelopes. */
export function lotteryProviderRoutes(ctx: LpContext): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((error: FastifyError | LpError, request, reply) => {
      if (error instanceof LpError) {
        return reply
          .code(error.statusCode)
          .send({ success: false, value: error.value, message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send({ success: false, value: { key: 'invalid_request' }, message: error.message });
      }
      ctx.log.error({ err: error, url: request.url }, 'lottery provider: request failed');
      return reply.code(500).send({ success: false, value: null, message: 'Internal server error' });
    });

    app.post(route(lotteryProviderPaths.sessions), async (request) => {
      const body = parse(lpCreateSessionRequestSchema, request.body);
      return ok(await createSession(ctx, body.launchToken));
    });

    app.get(route(lotteryProviderPaths.games), async (request) => {
      const query = parse(lpGameListQuerySchema, request.query);
      const games = (await listGames(ctx, { enabledOnly: true })).filter(
        (game) =>
          (!query.vendor || game.vendorCode === query.vendor) &&
          (!query.prizeMode || game.prizeMode === query.prizeMode),
      );
      return ok(await Promise.all(games.map((game) => gameView(ctx, game))));
    });

    app.get(`${route(lotteryProviderPaths.games)}/:code`, async (request) =>
      ok(await gameDetail(ctx, await requireGame(ctx, code(request.params)))),
    );

    app.get(`${route(lotteryProviderPaths.games)}/:code/draws`, async (request) => {
      const game = await requireGame(ctx, code(request.params));
      const { limit } = parse(lpDrawListQuerySchema, request.query);
      const now = ctx.now();
      return ok((await recentDraws(ctx, game.code, limit)).map((row) => drawView(row, now)));
    });

    app.get('/api/draws/:drawId', async (request) => {
      const drawId = String((request.params as { drawId?: string }).drawId ?? '');
      const row = /^[1-9][0-9]{0,17}$/.test(drawId)
        ? await ctx.db.selectFrom('lp_draw').selectAll().where('id', '=', drawId).executeTakeFirst()
        : undefined;
      const game = row ? await findGame(ctx, row.game_code) : undefined;
      if (!row || !game) throw new LpError(404, 'draw_not_found');
      return ok(proofOf(row, game.family as LotteryFamily, ctx.now()));
    });

    app.post(route(lotteryProviderPaths.tickets), async (request) => {
      const { authorization } = request.headers;
      let input: z.infer<typeof lpPurchaseRequestSchema>;
      try {
        input = parse(lpPurchaseRequestSchema, request.body);
      } catch (error) {
        // Without a valid session the answer is "not logged in", whatever the slip.
        await requireSession(ctx, authorization);
        throw error;
      }
      // The purchase reads the session itself, beside everything else it reads first.
      return ok(await purchase(ctx, authorization, input));
    });

    app.get(route(lotteryProviderPaths.tickets), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(await listTickets(ctx, session.player_id, parse(lpTicketListQuerySchema, request.query)));
    });

    app.post('/api/tickets/:ticketId/cancel', async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      const ticketId = String((request.params as { ticketId?: string }).ticketId ?? '');
      if (!/^T[A-Za-z0-9_-]{12}$/.test(ticketId)) throw new LpError(404, 'ticket_not_found');
      return ok(await cancelTicket(ctx, session, ticketId));
    });
  };
}
