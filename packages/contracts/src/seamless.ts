import { z } from 'zod';
import { safeText } from './text.js';
import { parseMinor } from './money.js';
import { moneySchema } from './wallet.js';

/**
 * The seamless-wallet API a game provider calls (platform side, under /seamless/v1/). Every request is
 * a signed JSON POST (see seamless-signature.ts for the headers and the string that is signed); every
 * answer is the usual envelope. Amounts are decimal strings with two places in the wallet currency.
 * Transaction ids (txId) are the provider's and make each call idempotent: a retry with the same data
 * returns the first answer with the current balance; the same txId with different data is refused.
 * The endpoints themselves are descriptors in endpoints/games.ts (seamlessEndpoints).
 */

/** Error codes in `value.code` of a refused call; `value.balance` is present when the player is known. */
export const seamlessErrorCodes = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'REQUEST_EXPIRED',
  'NONCE_REPLAYED',
  'PROVIDER_DISABLED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_DISABLED',
  'INSUFFICIENT_FUNDS',
  'TX_MISMATCH',
  'BET_ROLLED_BACK',
  'BET_ALREADY_SETTLED',
  'ROUND_CLOSED',
  'BET_REFUSED',
  'ROUND_NOT_SETTLED',
] as const;
export type SeamlessErrorCode = (typeof seamlessErrorCodes)[number];

/** HTTP status of each refusal: 401 for who-is-calling problems, 409 for conflicts with stored state. */
export const seamlessErrorStatuses = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  NONCE_REPLAYED: 409,
  PROVIDER_DISABLED: 403,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  PLAYER_NOT_FOUND: 404,
  PLAYER_DISABLED: 403,
  INSUFFICIENT_FUNDS: 400,
  TX_MISMATCH: 409,
  BET_ROLLED_BACK: 409,
  BET_ALREADY_SETTLED: 409,
  ROUND_CLOSED: 409,
  BET_REFUSED: 403,
  ROUND_NOT_SETTLED: 409,
} as const satisfies Record<SeamlessErrorCode, number>;

/** The refusals every signed call can get, whatever the operation. */
const signingErrorCodes: readonly SeamlessErrorCode[] = [
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'REQUEST_EXPIRED',
  'NONCE_REPLAYED',
  'PROVIDER_DISABLED',
];

export const describeSeamlessErrors = (codes: readonly SeamlessErrorCode[]): string =>
  codes.map((code) => `${code} (${seamlessErrorStatuses[code]})`).join(', ');

/** An operation's OpenAPI description: its own text, the signing headers and every refusal it can answer. */
export const describeSeamlessCall = (text: string, codes: readonly SeamlessErrorCode[]): string =>
  `${text} Signed request: headers x-provider-code (e.g. HOUSE), x-timestamp (Unix milliseconds), x-nonce (16-64 of [A-Za-z0-9_-], never reused) and x-signature (hex HMAC-SHA256 with the provider's secret of timestamp, nonce, path and the SHA-256 hex of the raw body, joined by newlines). Refusals: value.code is one of ${describeSeamlessErrors(
    [...signingErrorCodes, ...codes],
  )}; value.balance is sent when the player is known.`.trimStart();

/** How long a signed request stays valid (either side of the platform's clock); nonces are kept as long. */
export const SEAMLESS_MAX_CLOCK_SKEW_MS = 5 * 60_000;

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, `${name} must be 1 to 100 letters, digits or : _ . -`);

/** A stake or payout: decimal string with at most two places, zero or more; parsed to minor units. */
const wireAmountSchema = safeText(32, { trim: false, error: 'amount is required' }).transform(
  (value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor < 0n) {
      ctx.addIssue({
        code: 'custom',
        message: 'amount must be a decimal string with at most 2 places, 0 or more',
      });
      return z.NEVER;
    }
    return minor;
  },
);

export const seamlessAuthenticateRequestSchema = z.object({ launchToken: id('launchToken') });
/** The game as the platform's catalog lists it; the provider maps it to its engine and configuration. */
export const seamlessGameSchema = z.object({
  nodeId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  gameClassify: z.string().nullable(),
  lines: z.number().int().nullable(),
  /** Declared RTP in basis points (9612 = 96.12%), null when the catalog has none. */
  rtpBp: z.number().int().nullable(),
  gameName: z.string(),
});

export const seamlessAuthenticateResultSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: moneySchema,
  language: z.string(),
  tokenExpiresAt: z.string(),
  game: seamlessGameSchema,
});

/**
 * A demo (play-money) launch: the platform hands the provider the game in a ticket signed with the
 * provider's secret (see seamless-signature.ts); no player, no wallet.
 */
export const seamlessDemoTicketSchema = z.object({
  game: seamlessGameSchema,
  language: z.string(),
  /** Unix milliseconds after which the ticket no longer opens a demo session. */
  expiresAt: z.number().int(),
});

export const seamlessBalanceRequestSchema = z.object({ playerId: id('playerId') });

export const seamlessBetRequestSchema = z.object({
  launchToken: id('launchToken'),
  playerId: id('playerId'),
  txId: id('txId'),
  roundId: id('roundId'),
  amount: wireAmountSchema,
});

export const seamlessWinRequestSchema = z.object({
  playerId: id('playerId'),
  txId: id('txId'),
  roundId: id('roundId'),
  amount: wireAmountSchema,
  /** Close the round with this win (no more bets or wins on it). */
  endRound: z.boolean().default(true),
});

/** The most wins one winBatch call may carry. */
export const SEAMLESS_WIN_BATCH_MAX = 500;

/**
 * Many wins in one signed call (winBatch), for a provider delivering a settlement (a lottery draw, a
 * sportsbook market). Each item is a win exactly like a single `win` call with the same fields: its
 * own txId (idempotent as a single win, so a batch or a single win may retry it), round and amount.
 * The batch is refused whole (INVALID_REQUEST, nothing applied) when malformed: empty, more than
 * SEAMLESS_WIN_BATCH_MAX items, a txId or a roundId twice. Otherwise every item is answered on its
 * own in `items` (same order): applied or answered again like a single win, or refused with the code
 * a single win would get, without blocking the others.
 */
export const seamlessWinBatchRequestSchema = z
  .object({
    items: z
      .array(seamlessWinRequestSchema)
      .min(1, 'items must hold at least one win')
      .max(SEAMLESS_WIN_BATCH_MAX, `items may hold at most ${SEAMLESS_WIN_BATCH_MAX} wins`),
  })
  .superRefine(({ items }, ctx) => {
    for (const field of ['txId', 'roundId'] as const) {
      const seen = new Set<string>();
      for (const item of items) {
        if (seen.has(item[field])) {
          ctx.addIssue({ code: 'custom', path: ['items'], message: `${field} ${item[field]} appears twice` });
          return;
        }
        seen.add(item[field]);
      }
    }
  });

export const seamlessRollbackRequestSchema = z.object({
  playerId: id('playerId'),
  txId: id('txId'),
  /** The bet to refund. */
  refTxId: id('refTxId'),
  roundId: id('roundId'),
});

/** A signed wire amount: decimal string with at most two places, may be negative; parsed to minor units. */
const wireSignedAmountSchema = safeText(32, { trim: false, error: 'amount is required' }).transform(
  (value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor === 0n) {
      ctx.addIssue({
        code: 'custom',
        message: 'amount must be a non-zero decimal string with at most 2 places (negative takes money back)',
      });
      return z.NEVER;
    }
    return minor;
  },
);

export const seamlessAdjustRequestSchema = z.object({
  playerId: id('playerId'),
  txId: id('txId'),
  roundId: id('roundId'),
  /** Positive pays the player more, negative takes back part of what the round paid. */
  amount: wireSignedAmountSchema,
  reason: safeText(200, { error: 'reason is required' }),
});

export const seamlessEndRoundRequestSchema = z.object({
  playerId: id('playerId'),
  roundId: id('roundId'),
});

/** The answer of balance, bet, win, rollback and endRound. */
export const seamlessBalanceResultSchema = z.object({
  balance: moneySchema,
  currency: z.string(),
});
export const seamlessTransactionResultSchema = seamlessBalanceResultSchema.extend({
  txId: z.string(),
  /** The platform's id of the movement (the ledger journal), null when nothing moved (e.g. a 0 win). */
  platformTxId: z.string().nullable(),
});

export const seamlessRefusalReasonSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .describe('one of betRefusalReasons (new ones may be added)'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SeamlessRefusalReason = z.infer<typeof seamlessRefusalReasonSchema>;

export const seamlessErrorValueSchema = z.object({
  code: z.enum(seamlessErrorCodes),
  balance: moneySchema.optional(),
  reason: seamlessRefusalReasonSchema
    .optional()
    .describe("BET_REFUSED: the rule that refused the bet, for the game to word in the player's language"),
});

/**
 * One item's answer in a winBatch: the single win's answer (the balance after that item; after the
 * whole batch for an item that moved nothing, a 0 win or a txId seen before), or its refusal (`ok: false`).
 */
export const seamlessWinBatchItemResultSchema = z.discriminatedUnion('ok', [
  seamlessTransactionResultSchema.extend({ ok: z.literal(true) }),
  seamlessErrorValueSchema.extend({
    ok: z.literal(false),
    txId: z.string(),
    message: z.string(),
  }),
]);
export const seamlessWinBatchResultSchema = z.object({
  /** One answer per item, in the request's order. */
  items: z.array(seamlessWinBatchItemResultSchema),
});

export type SeamlessGame = z.infer<typeof seamlessGameSchema>;
export type SeamlessDemoTicket = z.infer<typeof seamlessDemoTicketSchema>;
export type SeamlessAuthenticateResult = z.infer<typeof seamlessAuthenticateResultSchema>;
export type SeamlessBalanceResult = z.infer<typeof seamlessBalanceResultSchema>;
export type SeamlessTransactionResult = z.infer<typeof seamlessTransactionResultSchema>;
export type SeamlessErrorValue = z.infer<typeof seamlessErrorValueSchema>;
export type SeamlessBetRequest = z.input<typeof seamlessBetRequestSchema>;
export type SeamlessWinRequest = z.input<typeof seamlessWinRequestSchema>;
export type SeamlessWinBatchRequest = z.input<typeof seamlessWinBatchRequestSchema>;
export type SeamlessWinBatchItemResult = z.infer<typeof seamlessWinBatchItemResultSchema>;
export type SeamlessWinBatchResult = z.infer<typeof seamlessWinBatchResultSchema>;
export type SeamlessRollbackRequest = z.input<typeof seamlessRollbackRequestSchema>;
export type SeamlessAdjustRequest = z.input<typeof seamlessAdjustRequestSchema>;
