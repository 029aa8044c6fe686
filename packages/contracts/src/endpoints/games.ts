import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const launchGameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'games',
  schemas: lazy((s) => ({
    summary: 'Start a game for real money (token; real accounts): answers the game page URL',
    description:
      "The URL carries a launch token the game provider authenticates; it allows bets for GAME_LAUNCH_TTL_MINUTES. Trial accounts get 403 'in_need_true_account'; an unknown game 400 'game_not_found'; a disabled game, a vendor lobby entry (VASSALAGE) or a game type no provider runs 400 'game_unavailable'.",
    body: s.gameLaunchRequestSchema,
    response: s.gameLaunchResultSchema,
  })),
});

export const launchDemoGameEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_gameLaunchFB',
  access: 'public',
  errors: [400, 429],
  tag: 'games',
  schemas: lazy((s) => ({
    summary: 'Start a game in demo mode (play money; no login): answers the game page URL',
    description:
      "Only games with supportPlay 0 (else 400 'demo_unavailable'). The URL carries a ticket signed for the provider, valid one hour; no wallet is involved. Throttled per IP (429).",
    body: s.gameLaunchRequestSchema,
    response: s.gameLaunchResultSchema,
  })),
});

export const getRoomListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  access: 'session',
  errors: [400, 401, 403],
  tag: 'games',
  schemas: lazy((s) => ({
    summary:
      'Live rooms (token; trial accounts too): the enabled LIVE games and how many members played each in 10 minutes',
    query: s.roomListQuerySchema,
    response: s.roomListValueSchema,
  })),
});

export const getBetRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemBetDet',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'games',
  schemas: lazy((s) => ({
    summary: "Betting record (personalHistoryCopy): the member's rounds, newest first (token; real accounts)",
    description:
      "from and to are local dates of the site time zone (inclusive), at most 90 days. totals cover every round of the filter. profit = win - stake. Game names in `language`, else the member's language.",
    query: s.betRecordsQuerySchema,
    response: s.betRecordPageSchema,
  })),
});

export const getProfitLossEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemProfitLoss',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'games',
  schemas: lazy((s) => ({
    summary:
      'Personal profit and loss (personalProfit): per local day and per game type (token; real accounts)',
    description: 'Same rounds and date rules as the betting record; only days and game types with rounds.',
    query: s.profitLossQuerySchema,
    response: s.profitLossValueSchema,
  })),
});

// The seamless-wallet API a game provider calls (see seamless.ts). No session: each call is signed with
// the provider's secret over its raw body; a refusal answers { code, balance? } as the envelope's value.

/** Every status a seamless refusal can carry (see seamlessErrorStatuses). */
const seamlessErrors = [400, 401, 403, 404, 409] as const;

export const authenticateLaunchTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/authenticate',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Authenticate a launch token: the player, balance and game',
    description: s.describeSeamlessCall(
      'The launch token must be unexpired and belong to an active real account.',
      ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'PLAYER_NOT_FOUND', 'PLAYER_DISABLED'],
    ),
    body: s.seamlessAuthenticateRequestSchema,
    response: s.seamlessAuthenticateResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const getSeamlessBalanceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/balance',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: "The player's balance",
    description: s.describeSeamlessCall('', ['PLAYER_NOT_FOUND']),
    body: s.seamlessBalanceRequestSchema,
    response: s.seamlessBalanceResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const placeSeamlessBetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/bet',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Debit a stake (bet) in a round',
    description: s.describeSeamlessCall(
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
        'BET_REFUSED',
      ],
    ),
    body: s.seamlessBetRequestSchema,
    response: s.seamlessTransactionResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const settleSeamlessWinEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/win',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Credit a payout (win) of a round, 0 allowed; endRound (default true) settles the round',
    description: s.describeSeamlessCall(
      'No launch token needed: accepted after it expired. Idempotent by txId.',
      ['PLAYER_NOT_FOUND', 'TX_MISMATCH', 'ROUND_CLOSED'],
    ),
    body: s.seamlessWinRequestSchema,
    response: s.seamlessTransactionResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const settleSeamlessWinBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/winBatch',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: `Credit up to ${s.SEAMLESS_WIN_BATCH_MAX} wins in one call, each answered on its own`,
    description: s.describeSeamlessCall(
      'Each item is a single win (same fields, idempotent by its own txId, answered like a single win). A malformed batch (empty, too long, a txId or a roundId twice) is refused whole with INVALID_REQUEST; otherwise each item of `items` answers ok with its balance, or ok: false with the code a single win would get (PLAYER_NOT_FOUND, TX_MISMATCH, ROUND_CLOSED, INVALID_REQUEST), without blocking the others.',
      [],
    ),
    body: s.seamlessWinBatchRequestSchema,
    response: s.seamlessWinBatchResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const rollbackSeamlessBetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/rollback',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Refund a bet (rollback)',
    description: s.describeSeamlessCall(
      'Refunds the bet refTxId unless its round already has a win. A rollback of an unknown bet is acknowledged and remembered: that bet is refused if it arrives later. Idempotent by txId; accepted after the launch token expired.',
      ['PLAYER_NOT_FOUND', 'TX_MISMATCH', 'BET_ALREADY_SETTLED'],
    ),
    body: s.seamlessRollbackRequestSchema,
    response: s.seamlessTransactionResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const adjustSeamlessRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/adjust',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Correct a settled round (resettlement): moves the signed amount once',
    description: s.describeSeamlessCall(
      'For a result corrected after settlement: a positive amount pays the player more, a negative one takes back part of the payout (never below zero balance: INSUFFICIENT_FUNDS, retry later). The round must be settled. Idempotent by txId; accepted after the launch token expired.',
      ['PLAYER_NOT_FOUND', 'INSUFFICIENT_FUNDS', 'TX_MISMATCH', 'ROUND_NOT_SETTLED'],
    ),
    body: s.seamlessAdjustRequestSchema,
    response: s.seamlessTransactionResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

export const endSeamlessRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/seamless/v1/endRound',
  access: 'provider-signed',
  errors: seamlessErrors,
  tag: 'seamless wallet',
  schemas: lazy((s) => ({
    summary: 'Settle a round: its stake counts as valid bet; ending it again is acknowledged',
    description: s.describeSeamlessCall('', ['PLAYER_NOT_FOUND']),
    body: s.seamlessEndRoundRequestSchema,
    response: s.seamlessBalanceResultSchema,
    errorValue: s.seamlessErrorValueSchema,
  })),
});

/** The seamless-wallet operations by name, for the providers that call them. */
export const seamlessEndpoints = {
  authenticate: authenticateLaunchTokenEndpoint,
  balance: getSeamlessBalanceEndpoint,
  bet: placeSeamlessBetEndpoint,
  win: settleSeamlessWinEndpoint,
  winBatch: settleSeamlessWinBatchEndpoint,
  rollback: rollbackSeamlessBetEndpoint,
  adjust: adjustSeamlessRoundEndpoint,
  endRound: endSeamlessRoundEndpoint,
} as const;
export type SeamlessOperation = keyof typeof seamlessEndpoints;
