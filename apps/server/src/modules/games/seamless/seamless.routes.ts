import {
  envelopeSchema,
  seamlessAuthenticateRequestSchema,
  seamlessAuthenticateResultSchema,
  seamlessBalanceRequestSchema,
  seamlessBalanceResultSchema,
  seamlessBetRequestSchema,
  seamlessEndRoundRequestSchema,
  seamlessErrorValueSchema,
  seamlessPaths,
  seamlessRollbackRequestSchema,
  seamlessTransactionResultSchema,
  seamlessWinRequestSchema,
  type SeamlessErrorCode,
} from '@app/contracts';
import { seamlessHeaders } from '@app/contracts/seamless-signature';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure, ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifySignedCall } from './seamless-auth.service.js';
import {
  describeSeamlessErrors,
  isSeamlessError,
  seamlessError,
  seamlessErrorStatuses,
} from './seamless-errors.js';
import {
  authenticate,
  endRound,
  getPlayerBalance,
  placeBet,
  rollbackBet,
  settleWin,
} from './seamless.service.js';

const tags = ['seamless wallet'];
const errorEnvelope = envelopeSchema(seamlessErrorValueSchema);
const errors = Object.fromEntries(seamlessErrorStatuses.map((status) => [status, errorEnvelope]));
const headers = z.object({
  [seamlessHeaders.provider]: z.string().optional().describe('provider code, e.g. HOUSE'),
  [seamlessHeaders.timestamp]: z.string().optional().describe('Unix milliseconds'),
  [seamlessHeaders.nonce]: z.string().optional().describe('16-64 of [A-Za-z0-9_-], never reused'),
  [seamlessHeaders.signature]: z
    .string()
    .optional()
    .describe('hex HMAC-SHA256(secret, `${timestamp}\\n${nonce}\\n${path}\\n${sha256 hex of raw body}`)'),
});
const signingCodes: SeamlessErrorCode[] = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'REQUEST_EXPIRED',
  'NONCE_REPLAYED',
  'PROVIDER_DISABLED',
];
const describe = (text: string, codes: SeamlessErrorCode[]) =>
  `${text} Signed request (see the x-* headers). Refusals: value.code is one of ${describeSeamlessErrors([
    ...signingCodes,
    ...codes,
  ])}; value.balance is sent when the player is known.`;

/** What a verified request carries from the signature check to its handler. */
const verified = new WeakMap<FastifyRequest, string>();

function providerOf(request: FastifyRequest): string {
  const provider = verified.get(request);
  if (!provider) throw new Error('seamless request handled without its signature check');
  return provider;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The seamless-wallet API a game provider calls. No session token: every request is signed with the
 * provider's secret over its raw body, so this scope parses JSON itself and keeps the raw text.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.addHook('preValidation', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const provider = await verifySignedCall(db, {
      provider: header(request, seamlessHeaders.provider),
      timestamp: header(request, seamlessHeaders.timestamp),
      nonce: header(request, seamlessHeaders.nonce),
      signature: header(request, seamlessHeaders.signature),
      path: request.url.split('?')[0] ?? request.url,
      body: rawBody,
    });
    try {
      request.body = JSON.parse(rawBody) as unknown;
    } catch {
      throw seamlessError('INVALID_REQUEST', { message: 'Request body is not valid JSON' });
    }
    verified.set(request, provider);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isSeamlessError(error))
      return reply.status(error.statusCode).send(failure(error.message, error.value));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .slice(0, 3)
        .map((issue) => `${issue.instancePath.replace(/^\//, '') || 'body'}: ${issue.message}`)
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

  app.post(
    seamlessPaths.authenticate,
    {
      schema: {
        tags,
        summary: 'Authenticate a launch token: the player, balance and game',
        description: describe('The launch token must be unexpired and belong to an active real account.', [
          'INVALID_TOKEN',
          'TOKEN_EXPIRED',
          'PLAYER_NOT_FOUND',
          'PLAYER_DISABLED',
        ]),
        headers,
        body: seamlessAuthenticateRequestSchema,
        response: { 200: envelopeSchema(seamlessAuthenticateResultSchema), ...errors },
      },
    },
    async (request) => ok(await authenticate(db, providerOf(request), request.body.launchToken)),
  );

  app.post(
    seamlessPaths.balance,
    {
      schema: {
        tags,
        summary: "The player's balance",
        description: describe('', ['PLAYER_NOT_FOUND']),
        headers,
        body: seamlessBalanceRequestSchema,
        response: { 200: envelopeSchema(seamlessBalanceResultSchema), ...errors },
      },
    },
    async (request) => {
      providerOf(request);
      return ok(await getPlayerBalance(db, request.body.playerId));
    },
  );

  app.post(
    seamlessPaths.bet,
    {
      schema: {
        tags,
        summary: 'Debit a stake (bet) in a round',
        description: describe(
          'Needs the unexpired launch token of the player; opens the round on its first bet. Idempotent by txId: a retry answers the first answer with the current balance; a txId already rolled back is refused.',
          [
            'INVALID_TOKEN',
            'TOKEN_EXPIRED',
            'PLAYER_NOT_FOUND',
            'PLAYER_DISABLED',
            'INSUFFICIENT_FUNDS',
            'TX_MISMATCH',
            'BET_ROLLED_BACK',
            'ROUND_CLOSED',
          ],
        ),
        headers,
        body: seamlessBetRequestSchema,
        response: { 200: envelopeSchema(seamlessTransactionResultSchema), ...errors },
      },
    },
    async (request) => ok(await placeBet(db, providerOf(request), request.body)),
  );

  app.post(
    seamlessPaths.win,
    {
      schema: {
        tags,
        summary: 'Credit a payout (win) of a round, 0 allowed; endRound (default true) settles the round',
        description: describe('No launch token needed: accepted after it expired. Idempotent by txId.', [
          'PLAYER_NOT_FOUND',
          'TX_MISMATCH',
          'ROUND_CLOSED',
        ]),
        headers,
        body: seamlessWinRequestSchema,
        response: { 200: envelopeSchema(seamlessTransactionResultSchema), ...errors },
      },
    },
    async (request) => ok(await settleWin(db, providerOf(request), request.body)),
  );

  app.post(
    seamlessPaths.rollback,
    {
      schema: {
        tags,
        summary: 'Refund a bet (rollback)',
        description: describe(
          'Refunds the bet refTxId unless its round already has a win. A rollback of an unknown bet is acknowledged and remembered: that bet is refused if it arrives later. Idempotent by txId; accepted after the launch token expired.',
          ['PLAYER_NOT_FOUND', 'TX_MISMATCH', 'BET_ALREADY_SETTLED'],
        ),
        headers,
        body: seamlessRollbackRequestSchema,
        response: { 200: envelopeSchema(seamlessTransactionResultSchema), ...errors },
      },
    },
    async (request) => ok(await rollbackBet(db, providerOf(request), request.body)),
  );

  app.post(
    seamlessPaths.endRound,
    {
      schema: {
        tags,
        summary: 'Settle a round: its stake counts as valid bet; ending it again is acknowledged',
        description: describe('', ['PLAYER_NOT_FOUND']),
        headers,
        body: seamlessEndRoundRequestSchema,
        response: { 200: envelopeSchema(seamlessBalanceResultSchema), ...errors },
      },
    },
    async (request) => ok(await endRound(db, providerOf(request), request.body)),
  );
};
