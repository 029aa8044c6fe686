import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  houseProviderPaths,
  houseProviderPrefix,
  hpCreateDemoSessionRequestSchema,
  hpCreateSessionRequestSchema,
  hpDrawRequestSchema,
  hpLiveBetsQuerySchema,
  hpPlayRoundRequestSchema,
  hpRoundListQuerySchema,
  hpRoundParamsSchema,
  hpSetSeedRequestSchema,
  hpTableResultsQuerySchema,
  hpTablesResultsQuerySchema,
} from './client-api.js';
import type { HpContext } from './context.js';
import { HpError } from './errors.js';
import { drawRound, openRoundOf } from './rounds/draw.service.js';
import { isTwoStep } from './rounds/open-rounds.js';
import { listRounds, liveBets, recallRound, tableResults, tablesResults } from './rounds/round-history.js';
import { playRound } from './rounds/round.service.js';
import {
  createDemoSession,
  createRealSession,
  requireSession,
  sessionState,
  setClientSeed,
} from './sessions/session.service.js';

const ok = <T>(value: T) => ({ success: true, value, message: 'success' });

function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  key: 'invalid_request' | 'invalid_client_seed' = 'invalid_request',
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    throw new HpError(
      400,
      key,
      {},
      issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request',
    );
  }
  return result.data;
}

/** Route paths inside the plugin: the client paths without the prefix the platform mounts it under. */
const route = (path: string) => path.slice(houseProviderPrefix.length);

/**
 * The game-client API (see client-api.ts). Encapsulated: its own error handler answers every failure
 * in the envelope with `{ key }`, whatever the host application does elsewhere.
 */
export function houseProviderRoutes(ctx: HpContext): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((error: FastifyError | HpError, request, reply) => {
      if (error instanceof HpError) {
        if (error.value.retryAfterSeconds) reply.header('retry-after', String(error.value.retryAfterSeconds));
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
      ctx.log.error({ err: error, url: request.url }, 'house provider: request failed');
      return reply.code(500).send({ success: false, value: null, message: 'Internal server error' });
    });

    app.post(route(houseProviderPaths.sessions), async (request) => {
      const body = parse(hpCreateSessionRequestSchema, request.body);
      const created = await createRealSession(ctx, body.launchToken);
      if (!isTwoStep(created.game.engine)) return ok(created);
      // A hand dealt in an earlier session of this player is played on here.
      const session = await requireSession(ctx, `Bearer ${created.sessionToken}`);
      return ok({ ...created, openRound: await openRoundOf(ctx, session) });
    });

    app.post(route(houseProviderPaths.demoSessions), async (request) => {
      const body = parse(hpCreateDemoSessionRequestSchema, request.body);
      return ok(await createDemoSession(ctx, body.ticket));
    });

    app.get(route(houseProviderPaths.session), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      const [state, openRound] = await Promise.all([sessionState(ctx, session), openRoundOf(ctx, session)]);
      return ok({ ...state, openRound });
    });

    app.post(route(houseProviderPaths.rounds), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(await playRound(ctx, session, parse(hpPlayRoundRequestSchema, request.body)));
    });

    app.get(route(houseProviderPaths.rounds), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(await listRounds(ctx, session, parse(hpRoundListQuerySchema, request.query)));
    });

    app.get<{ Params: { roundId: string } }>(
      `${route(houseProviderPaths.rounds)}/:roundId`,
      async (request) => {
        const session = await requireSession(ctx, request.headers.authorization);
        const { roundId } = parse(hpRoundParamsSchema, request.params);
        return ok(await recallRound(ctx, session, roundId));
      },
    );

    app.post<{ Params: { roundId: string } }>(
      `${route(houseProviderPaths.rounds)}/:roundId/draw`,
      async (request) => {
        const session = await requireSession(ctx, request.headers.authorization);
        const { roundId } = parse(hpRoundParamsSchema, request.params);
        return ok(await drawRound(ctx, session, roundId, parse(hpDrawRequestSchema, request.body)));
      },
    );

    app.get(route(houseProviderPaths.tableResults), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      const { limit } = parse(hpTableResultsQuerySchema, request.query);
      return ok(await tableResults(ctx, session, limit));
    });

    app.get(route(houseProviderPaths.liveBets), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      return ok(await liveBets(ctx, session, parse(hpLiveBetsQuerySchema, request.query)));
    });

    // No session: a table's results say nothing of who played them (the lobby's live rooms show them).
    app.get(route(houseProviderPaths.tablesResults), async (request) => {
      return ok(await tablesResults(ctx, parse(hpTablesResultsQuerySchema, request.query)));
    });

    app.post(route(houseProviderPaths.seeds), async (request) => {
      const session = await requireSession(ctx, request.headers.authorization);
      const body = parse(hpSetSeedRequestSchema, request.body, 'invalid_client_seed');
      return ok(await setClientSeed(ctx, session, body.clientSeed));
    });
  };
}
