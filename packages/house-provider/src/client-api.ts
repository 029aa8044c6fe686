import {
  baccaratBetKinds,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  dragonTigerBetKinds,
  engineIds,
  fishTypes,
  isValidClientSeed,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  MAX_STAKE,
  VIDEO_POKER_CARDS,
  videoPokerHands,
  type EngineId,
  type RoundRecord,
} from '@app/house-games';
import { safeText } from '@app/contracts';
import { z } from 'zod';

/**
 * The game-client API of the house provider (browser-safe: zod and the engines' browser entry only).
 * Mounted by the platform under `/hp`; every answer is the envelope `{ success, value, message }`.
 *
 * Money: balances, stakes and wins in answers are decimal strings with two places ("12.50"), like the
 * platform's API. Inside a bet and a round record (the engines' own objects) amounts are integer minor
 * units (poisha) as JSON numbers: `{ stake: 1000 }` is 10.00.
 *
 * Authenticated calls carry `Authorization: Bearer <sessionToken>`.
 */
export const houseProviderPrefix = '/hp';
export const houseProviderPaths = {
  /** POST {launchToken} → HpSession (real money). */
  sessions: '/hp/api/sessions',
  /** POST {ticket} → HpSession (play money). */
  demoSessions: '/hp/api/demo-sessions',
  /** GET → HpSessionState. */
  session: '/hp/api/session',
  /** POST {requestId, bet} → HpRoundResult; GET ?limit&before → HpRoundList. */
  rounds: '/hp/api/rounds',
  /** GET → HpRoundRecall. */
  round: (roundId: string) => `/hp/api/rounds/${encodeURIComponent(roundId)}`,
  /** POST {holds} → HpRoundResult: the draw of an open two-step round (video poker). */
  draw: (roundId: string) => `/hp/api/rounds/${encodeURIComponent(roundId)}/draw`,
  /** GET ?limit → HpTableResults: the results of the table's last rounds, every player's (road maps). */
  tableResults: '/hp/api/table-results',
  /** POST {clientSeed} → HpFairness. */
  seeds: '/hp/api/seeds',
  /** GET ?after&limit → HpLiveBets: other players' newest bets at this game (crash), for its live list. */
  liveBets: '/hp/api/live-bets',
  /** GET ?nodeIds&limit → HpTablesResults, no session: several tables' last results (the live rooms' road maps). */
  tablesResults: '/hp/api/tables/results',
} as const;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * Message keys of failed answers (`value.key`); clients translate them. `value.balance` is present on
 * insufficient_funds, `value.code` (a seamless-wallet error code) on wallet_refused and bet_refused (whose message is the
 * wallet's reason in English: a responsible-gaming limit, a bonus rule; `value.reason` and `value.params` carry its
 * stable code for the game to word it in the player's language).
 */
export const hpErrorKeys = [
  'invalid_request',
  'not_logged_in',
  'invalid_launch_token',
  'invalid_demo_ticket',
  'game_unavailable',
  'player_disabled',
  'insufficient_funds',
  'wallet_unavailable',
  'wallet_refused',
  'bet_refused',
  'round_in_progress',
  'round_cancelled',
  'round_not_found',
  'round_open',
  'too_many_rounds',
  'invalid_client_seed',
] as const;
export type HpErrorKey = (typeof hpErrorKeys)[number];

export const hpErrorValueSchema = z.object({
  key: z.enum(hpErrorKeys),
  balance: money.optional(),
  code: z.string().optional(),
  /** bet_refused: the wallet's stable code of the rule (betRefusalReasons of @app/contracts) and its parameters. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type HpErrorValue = z.infer<typeof hpErrorValueSchema>;

// Requests

export const hpCreateSessionRequestSchema = z.object({ launchToken: safeText(100, { trim: false }).min(1) });
export const hpCreateDemoSessionRequestSchema = z.object({ ticket: safeText(4000, { trim: false }).min(1) });

const stake = (label: string) =>
  z
    .number({ error: `${label} must be a number of minor units` })
    .int(`${label} must be whole minor units`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_STAKE, `${label} must be at most ${MAX_STAKE}`);

function tableBetSchema<K extends string>(kinds: readonly [K, ...K[]]) {
  const shape = Object.fromEntries(kinds.map((kind) => [kind, stake(`${kind} stake`).optional()])) as Record<
    K,
    z.ZodOptional<ReturnType<typeof stake>>
  >;
  const stakes = (bets: object) => Object.values(bets) as (number | undefined)[];
  return z
    .strictObject(shape)
    .refine((bets) => stakes(bets).some((value) => value !== undefined), 'place at least one bet')
    .refine(
      (bets) => stakes(bets).reduce<number>((sum, value) => sum + (value ?? 0), 0) <= MAX_STAKE,
      `the total stake must be at most ${MAX_STAKE}`,
    );
}

/** The bet of one round, per engine (the engines' SlotBet, BaccaratBets, DragonTigerBets, CrashBet, FishBet). */
export const hpBetSchemas = {
  slots: z.strictObject({ stake: stake('stake') }),
  baccarat: tableBetSchema(baccaratBetKinds),
  'dragon-tiger': tableBetSchema(dragonTigerBetKinds),
  crash: z.strictObject({
    stake: stake('stake'),
    target: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET),
  }),
  fish: z.strictObject({
    stake: stake('stake'),
    fish: z.enum(fishTypes.map((fish) => fish.id) as [string, ...string[]]),
  }),
  scratch: z.strictObject({ stake: stake('stake') }),
  plinko: z.strictObject({ stake: stake('stake') }),
  keno: z.strictObject({
    stake: stake('stake'),
    picks: z
      .array(z.number().int().min(1).max(KENO_NUMBERS))
      .min(1, 'pick at least one number')
      .max(KENO_MAX_PICKS, `pick at most ${KENO_MAX_PICKS} numbers`)
      .refine((picks) => new Set(picks).size === picks.length, 'pick different numbers'),
  }),
  /** The deal; the holds come with the draw (hpDrawRequestSchema). */
  'video-poker': z.strictObject({ stake: stake('stake') }),
} satisfies Record<EngineId, z.ZodType>;

/** requestId makes the call idempotent within a session: a repeat answers the same round. */
export const hpPlayRoundRequestSchema = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, _ or -'),
  /** Validated against hpBetSchemas[the session's engine]. */
  bet: z.unknown(),
});

export const hpRoundListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** A roundId: list rounds older than it (paging). */
  before: safeText(64, { trim: false }).optional(),
});

/** The draw of an open video poker round: the positions (0-4) of the dealt cards to keep. */
export const hpDrawRequestSchema = z.strictObject({
  holds: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(VIDEO_POKER_CARDS - 1),
    )
    .max(VIDEO_POKER_CARDS)
    .refine((holds) => new Set(holds).size === holds.length, 'hold each card once')
    .transform((holds) => [...holds].sort((a, b) => a - b)),
});

export const hpTableResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** A live-bets cursor: the `cursor` of the previous answer (only newer bets come). */
export const hpLiveBetsQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}$/, 'after must be the cursor of an earlier answer')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** At most this many tables per call of the tables' results. */
export const HP_TABLES_PER_CALL = 30;

export const hpTablesResultsQuerySchema = z.object({
  /** Comma-separated node ids of the tables. */
  nodeIds: z
    .string()
    .transform((text) => [...new Set(text.split(',').filter((id) => id !== ''))])
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'nodeIds must be game node ids separated by commas'))
        .min(1, 'give at least one node id')
        .max(HP_TABLES_PER_CALL, `give at most ${HP_TABLES_PER_CALL} node ids`),
    ),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** The round of GET /hp/api/rounds/:roundId. */
export const hpRoundParamsSchema = z.object({ roundId: safeText(64, { trim: false }).min(1) });

export const hpSetSeedRequestSchema = z.object({
  clientSeed: safeText(64, { trim: false }).refine(
    isValidClientSeed,
    'client seed must be 1 to 64 printable characters, no spaces',
  ),
});

// Answers

/** The commitment for the NEXT round: the hash of its server seed is shown before it is played. */
export const hpFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const hpGameSchema = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vendorCode: z.string(),
  engine: z.enum(engineIds),
  /** Rebuild the configuration with engineConfigById(configId) from '@app/house-games'. */
  configId: z.string(),
});

export const hpModes = ['real', 'demo'] as const;

export const hpSessionStateSchema = z.object({
  mode: z.enum(hpModes),
  currency: z.string(),
  balance: money,
  nickname: z.string(),
  language: z.string(),
  game: hpGameSchema,
  fairness: hpFairnessSchema,
  /** A dealt video poker hand waiting for its draw (it survives a reload and a new session). */
  openRound: z.lazy(() => hpRoundResultSchema.nullable()).optional(),
});

export const hpSessionSchema = hpSessionStateSchema.extend({
  sessionToken: z.string(),
  /** ISO time the session ends (8 hours after it started). */
  expiresAt: z.string(),
});

/** A RoundRecord of '@app/house-games' (engine, configId, bet, outcome, stake, win in minor units, proof). */
const roundRecordSchema = z.custom<RoundRecord>(
  (value) => typeof value === 'object' && value !== null && 'engine' in value && 'proof' in value,
);

export const hpRoundResultSchema = z.object({
  roundId: z.string(),
  /** The round as played, its server seed revealed. */
  round: roundRecordSchema,
  /** Balance after the round (after the bet only, while winPending). */
  balance: money,
  /** The win is not yet acknowledged by the wallet; the provider keeps delivering it. */
  winPending: z.boolean(),
  /** The commitment of the next round. */
  fairness: hpFairnessSchema,
  /**
   * A dealt two-step round (video poker) waiting for its draw: the round shows only the dealt cards,
   * its win is 0 and its seed stays secret until the draw.
   */
  open: z.boolean().optional(),
});

/** What the history list shows of a round, by engine. */
export const hpRoundSummarySchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slots'), spins: z.number().int(), freeSpins: z.number().int() }),
  z.object({
    engine: z.literal('baccarat'),
    result: z.string(),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
  }),
  z.object({ engine: z.literal('dragon-tiger'), result: z.string(), dragon: z.string(), tiger: z.string() }),
  z.object({
    engine: z.literal('crash'),
    crashPoint: z.number().int(),
    target: z.number().int(),
    cashedOut: z.boolean(),
  }),
  z.object({
    engine: z.literal('fish'),
    fish: z.string(),
    multiplier: z.number().int(),
    caught: z.boolean(),
  }),
  z.object({
    engine: z.literal('scratch'),
    winSymbol: z.number().int().nullable(),
    multiplier: z.number().int(),
  }),
  z.object({ engine: z.literal('plinko'), slot: z.number().int(), multiplier: z.number().int() }),
  z.object({
    engine: z.literal('keno'),
    picks: z.number().int(),
    hits: z.number().int(),
    multiplier: z.number().int(),
  }),
  z.object({
    engine: z.literal('video-poker'),
    hand: z.enum(videoPokerHands).nullable(),
    multiplier: z.number().int(),
  }),
]);

/** What the history list shows of a played round (the provider's list and the client's own rounds). */
export function hpRoundSummaryOf(record: RoundRecord): HpRoundSummary {
  switch (record.engine) {
    case 'slots':
      return {
        engine: 'slots',
        spins: record.outcome.spins.length,
        freeSpins: record.outcome.spins.filter((spin) => spin.kind === 'free').length,
      };
    case 'baccarat':
      return {
        engine: 'baccarat',
        result: record.outcome.result,
        playerTotal: record.outcome.playerTotal,
        bankerTotal: record.outcome.bankerTotal,
      };
    case 'dragon-tiger':
      return {
        engine: 'dragon-tiger',
        result: record.outcome.result,
        dragon: record.outcome.dragon,
        tiger: record.outcome.tiger,
      };
    case 'crash':
      return { engine: 'crash', ...record.outcome };
    case 'fish':
      return {
        engine: 'fish',
        fish: record.outcome.fish,
        multiplier: record.outcome.multiplier,
        caught: record.outcome.caught,
      };
    case 'scratch':
      return {
        engine: 'scratch',
        winSymbol: record.outcome.winSymbol,
        multiplier: record.outcome.multiplier,
      };
    case 'plinko':
      return { engine: 'plinko', slot: record.outcome.slot, multiplier: record.outcome.multiplier };
    case 'keno':
      return {
        engine: 'keno',
        picks: record.outcome.picks.length,
        hits: record.outcome.hits.length,
        multiplier: record.outcome.multiplier,
      };
    case 'video-poker':
      return { engine: 'video-poker', hand: record.outcome.hand, multiplier: record.outcome.multiplier };
  }
}

export const hpRoundListItemSchema = z.object({
  roundId: z.string(),
  /** ISO time the round was played. */
  time: z.string(),
  stake: money,
  win: money,
  engine: z.enum(engineIds),
  winPending: z.boolean(),
  summary: hpRoundSummarySchema,
});

/** Newest first; pass the last roundId as `before` for the next page (null when there is none). */
export const hpRoundListSchema = z.object({
  rounds: z.array(hpRoundListItemSchema),
  nextBefore: z.string().nullable(),
});

export const hpRoundRecallSchema = z.object({
  roundId: z.string(),
  time: z.string(),
  round: roundRecordSchema,
  winPending: z.boolean(),
  /** verifyRound(round) from '@app/house-games/server': the seed matches its hash and the replay matches. */
  verified: z.boolean(),
});

/**
 * The results of a table game's last played rounds, every player's, oldest first: what the table's
 * road maps are drawn from. Nothing about who played them.
 */
export const hpTableResultsSchema = z.object({
  results: z.array(z.enum(['banker', 'player', 'dragon', 'tiger', 'tie'])),
});

export type HpTableResults = z.infer<typeof hpTableResultsSchema>;

/** Several tables' results (each as hpTableResultsSchema), in the order asked; a table never played has none. */
export const hpTablesResultsSchema = z.object({
  tables: z.array(hpTableResultsSchema.extend({ nodeId: z.string() })),
});
export type HpTablesResults = z.infer<typeof hpTablesResultsSchema>;

/**
 * One bet of another player at this crash game as it was played: the player's masked name, the stake,
 * the auto cash-out target and where the multiplier stopped. Its curve runs from `time` for
 * crashAnimationMs(crashPoint) (what that player watches), so a list can show it rising as it happens.
 */
export const hpLiveBetSchema = z.object({
  /** Orders the bets; also the cursor up to this bet. */
  id: z.string(),
  player: z.string(),
  /** ISO time the round was played. */
  time: z.string(),
  stake: money,
  win: money,
  target: z.number().int(),
  crashPoint: z.number().int(),
  cashedOut: z.boolean(),
});

/**
 * Other players' newest bets at the session's game (crash; other games answer none), oldest first; the
 * same mode's only (play money beside play money). `cursor` goes into the next call's `after`;
 * `serverTime` lets the client set its clock against the bets' times.
 */
export const hpLiveBetsSchema = z.object({
  bets: z.array(hpLiveBetSchema),
  cursor: z.string().nullable(),
  serverTime: z.string(),
});
export type HpLiveBet = z.infer<typeof hpLiveBetSchema>;
export type HpLiveBets = z.infer<typeof hpLiveBetsSchema>;
export type HpBet<E extends EngineId = EngineId> = z.infer<(typeof hpBetSchemas)[E]>;
export type HpFairness = z.infer<typeof hpFairnessSchema>;
export type HpGame = z.infer<typeof hpGameSchema>;
export type HpMode = (typeof hpModes)[number];
export type HpSessionState = z.infer<typeof hpSessionStateSchema>;
export type HpSession = z.infer<typeof hpSessionSchema>;
export type HpPlayRoundRequest = z.infer<typeof hpPlayRoundRequestSchema>;
export type HpRoundResult = z.infer<typeof hpRoundResultSchema>;
export type HpRoundSummary = z.infer<typeof hpRoundSummarySchema>;
export type HpRoundListItem = z.infer<typeof hpRoundListItemSchema>;
export type HpRoundList = z.infer<typeof hpRoundListSchema>;
export type HpRoundRecall = z.infer<typeof hpRoundRecallSchema>;
export type HpDrawRequest = z.infer<typeof hpDrawRequestSchema>;
