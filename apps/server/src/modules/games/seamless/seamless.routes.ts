import {
  adjustSeamlessRoundEndpoint,
  authenticateLaunchTokenEndpoint,
  endSeamlessRoundEndpoint,
  getSeamlessBalanceEndpoint,
  placeSeamlessBetEndpoint,
  rollbackSeamlessBetEndpoint,
  settleSeamlessWinBatchEndpoint,
  settleSeamlessWinEndpoint,
} from '@app/contracts';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { failure } from '../../../lib/envelope.js';
import { fieldOf } from '../../../lib/error-handler.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { isSeamlessError, seamlessError } from './seamless-errors.js';
import { wagerGates } from '../../../wager-gates.js';
import {
  adjustRound,
  authenticate,
  endRound,
  getPlayerBalance,
  placeBet,
  rollbackBet,
  settleWin,
  settleWinBatch,
} from './seamless.service.js';
import { deferredNonce, recordRefusedCallNonce } from './seamless-nonce.js';

/** The operations; `principal` is the provider whose signature the access hook verified. */
const seamlessEndpointRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => {
  const gates = wagerGates(config);
  return [
    route(authenticateLaunchTokenEndpoint, ({ principal, body }) =>
      authenticate(db, principal, body.launchToken),
    ),
    route(getSeamlessBalanceEndpoint, ({ body }) => getPlayerBalance(db, body.playerId)),
    route(placeSeamlessBetEndpoint, ({ principal, body, request }) =>
      placeBet(db, principal, body, gates, new Date(), deferredNonce(request)),
    ),
    route(settleSeamlessWinEndpoint, ({ principal, body, request }) =>
      settleWin(db, principal, body, new Date(), deferredNonce(request)),
    ),
    route(settleSeamlessWinBatchEndpoint, ({ principal, body, request }) =>
      settleWinBatch(db, principal, body.items, new Date(), deferredNonce(request)),
    ),
    route(rollbackSeamlessBetEndpoint, ({ principal, body }) => rollbackBet(db, principal, body)),
    route(adjustSeamlessRoundEndpoint, ({ principal, body }) => adjustRound(db, principal, body)),
    route(endSeamlessRoundEndpoint, ({ principal, body }) => endRound(db, principal, body)),
  ];
});

/**
 * The seamless-wallet API a game provider calls. No session token: every request is signed with the
 * provider's secret over its raw body, so this scope keeps the JSON body as text for the access hook
 * (the root's preValidation hook, which runs before this scope's own) to check the signature, then
 * parses it. Refusals, from the guard too, answer the protocol's { code, balance? } value.
 */
export const seamlessRoutes: FastifyPluginAsync<ModuleDeps> = async (app, modules) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.addHook('preValidation', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    try {
      request.body = JSON.parse(rawBody) as unknown;
    } catch {
      throw seamlessError('INVALID_REQUEST', { message: 'Request body is not valid JSON' });
    }
  });

  app.setErrorHandler(async (caught: FastifyError, request, reply) => {
    // A replayed nonce outranks the refusal: the call was refused before its statement recorded it.
    const replay = await recordRefusedCallNonce(modules.db, request).catch(() => null);
    const error = (replay ?? caught) as FastifyError;
    if (isSeamlessError(error))
      return reply.status(error.statusCode).send(failure(error.message, error.value));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .slice(0, 3)
        .map((issue) => `${fieldOf(issue, 'body')}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(failure(detail, { code: 'INVALID_REQUEST' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(400).send(failure(error.message, { code: 'INVALID_REQUEST' }));
    }
    request.log.error({ err: error }, 'seamless request failed');
    return reply.status(500).send(failure('Unknown error'));
  });

  await app.register(seamlessEndpointRoutes, modules);
};
