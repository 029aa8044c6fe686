import type {} from '@fastify/websocket';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { betViews } from './bets/bet-view.js';
import { cashOut } from './bets/cashout.js';
import { placeBet } from './bets/placement.js';
import { cockfightArena } from './book/cockfight-view.js';
import type { createLiveHub, LiveSocket } from './book/live.js';
import { fixtureDetail, listFixtures } from './book/listing.js';
import {
  sbBetListQuerySchema,
  sbCashoutRequestSchema,
  sbCreateSessionRequestSchema,
  sbFixtureQuerySchema,
  sbPlaceBetRequestSchema,
  sportsbookPaths,
  sportsbookPrefix,
} from './client-api.js';
import type { SbContext } from './context.js';
import { SbError } from './errors.js';
import { createSession, requireSession } from './sessions.js';

const ok = <T>(value: T) => ({ success: true, value, message: 'success' });
const BET_LIST_LIMIT = 50;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    throw new SbError(
      400,
      'invalid_request',
      {},
      issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request',
    );
  }
  return result.data;
}

const route = (path: string) => path.slice(sportsbookPrefix.length);
const idParam = (value: unknown): string => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,80}$/.test(value))
    throw new SbError(400, 'invalid_request');
  return value;
};

/** The player API (see client-api.ts), with its own error handler answering `{ key }` envelopes. */
export function sportsbookRoutes(ctx: SbContext, live: ReturnType<typeof createLiveHub>): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((error: FastifyError | SbError, request, reply) => {
      if (error instanceof SbError)
        return reply
          .code(error.statusCode)
          .send({ success: false, value: error.value, message: error.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return reply
          .code(status)
          .send({ success: false, value: { key: 'invalid_request' }, message: error.message });
      ctx.log.error({ err: error, url: request.url }, 'sportsbook: request failed');
      return reply.code(500).send({ success: false, value: null, message: 'Internal server error' });
    });

    app.post(route(sportsbookPaths.sessions), async (request) =>
      ok(await createSession(ctx, parse(sbCreateSessionRequestSchema, request.body).launchToken)),
    );

    app.get(route(sportsbookPaths.fixtures), async (request) =>
      ok(await listFixtures(ctx.db, parse(sbFixtureQuerySchema, request.query), ctx.now())),
    );

    app.get<{ Params: { id: string } }>(`${route(sportsbookPaths.fixtures)}/:id`, async (request) =>
      ok(await fixtureDetail(ctx.db, idParam(request.params.id))),
    );

    app.post(route(sportsbookPaths.bets), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(await placeBet(ctx, session, parse(sbPlaceBetRequestSchema, request.body)));
    });

    app.get(route(sportsbookPaths.bets), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      const { status } = parse(sbBetListQuerySchema, request.query);
      const bets = await ctx.db
        .selectFrom('sb_bet')
        .selectAll()
        .where('player_id', '=', session.player_id)
        .where('status', 'in', status === 'open' ? ['open', 'pending'] : ['settled', 'cancelled'])
        .orderBy('id', 'desc')
        .limit(BET_LIST_LIMIT)
        .execute();
      return ok({ bets: await betViews(ctx, bets) });
    });

    app.post<{ Params: { id: string } }>(`${route(sportsbookPaths.bets)}/:id/cashout`, async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(
        await cashOut(ctx, session, idParam(request.params.id), parse(sbCashoutRequestSchema, request.body)),
      );
    });

    app.get(route(sportsbookPaths.cockfight), async () => ok(await cockfightArena(ctx.db)));

    app.get(route(sportsbookPaths.live), { websocket: true }, (socket: LiveSocket) => live.serve(socket));
  };
}
