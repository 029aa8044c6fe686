import { safeText } from '@app/contracts';
import { z } from 'zod';

/**
 * The player API of the house sportsbook (browser-safe). Mounted by the platform under `/sb`; every
 * answer is the envelope `{ success, value, message }`; failures carry `{ key, ...extra }`.
 * Money is decimal strings ("12.50"); odds are decimal odds as strings ("1.85").
 * Authenticated calls send `Authorization: Bearer <sessionToken>`.
 */
export const sportsbookPrefix = '/sb';
export const sportsbookPaths = {
  /** POST {launchToken} → SbSession. */
  sessions: '/sb/api/sessions',
  /** GET ?product&sport&when → SbFixtureList (public). */
  fixtures: '/sb/api/fixtures',
  /** GET → SbFixtureDetail (public). */
  fixture: (id: string) => `/sb/api/fixtures/${encodeURIComponent(id)}`,
  /** POST SbPlaceBetRequest → SbBet; GET ?status=open|settled → SbBetList. */
  bets: '/sb/api/bets',
  /** POST {requestId, stakePart?, quote} → SbBet (cash-out). */
  cashout: (betId: string) => `/sb/api/bets/${encodeURIComponent(betId)}/cashout`,
  /** GET → the cockfight arena: the current fight, settings and recent results (public). */
  cockfight: '/sb/api/cockfight',
  /** WebSocket: pushes {type:'fixture', fixture} whenever a fixture's odds or score change ({type:'subscribed'} answers a subscribe). */
  live: '/sb/api/live',
} as const;

export const sbErrorKeys = [
  'invalid_request',
  'not_logged_in',
  'invalid_launch_token',
  'game_unavailable',
  'player_disabled',
  'insufficient_funds',
  'wallet_unavailable',
  'wallet_refused',
  'selection_not_found',
  'market_closed',
  'odds_changed',
  'same_fixture',
  'stake_too_low',
  'stake_too_high',
  'payout_too_high',
  'market_limit',
  'market_stake_limit',
  'liability_limit',
  'bet_in_progress',
  'bet_not_found',
  'cashout_unavailable',
  'cashout_changed',
  'fixture_not_found',
] as const;
export type SbErrorKey = (typeof sbErrorKeys)[number];

export const acceptOddsChanges = ['none', 'higher', 'any'] as const;
export type AcceptOddsChange = (typeof acceptOddsChanges)[number];

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const odds = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/, 'odds must be a decimal price like 1.85');
const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, _ or -');
const textSchema = z.object({ en: z.string(), bn: z.string() });

export const sbCreateSessionRequestSchema = z.object({ launchToken: safeText(100, { trim: false }).min(1) });

export const sbPlaceBetRequestSchema = z.object({
  requestId,
  /** One leg is a single; two or more (each from another fixture) a multiple. */
  legs: z
    .array(
      z.object({
        marketId: z.string().regex(/^\d{1,18}$/, 'marketId must be a number'),
        selectionId: safeText(40, { trim: false }).min(1),
        /** The price the player saw. */
        odds,
      }),
    )
    .min(1, 'add at least one selection')
    .max(20),
  stake: money,
  accept: z.enum(acceptOddsChanges).default('none'),
});

export const sbCashoutRequestSchema = z.object({
  requestId,
  /** Part of the remaining stake to cash out; the whole when absent. */
  stakePart: money.optional(),
  /** The cash-out value the player was shown (for the whole remaining stake). */
  quote: money,
  accept: z.enum(acceptOddsChanges).default('none'),
});

export const sbFixtureQuerySchema = z.object({
  product: z.enum(['sports', 'esports', 'cockfight']).default('sports'),
  sport: safeText(20, { trim: false }).optional(),
  when: z.enum(['all', 'live', 'today', 'upcoming']).default('all'),
});

export const sbBetListQuerySchema = z.object({ status: z.enum(['open', 'settled']).default('open') });

export const sbSelectionSchema = z.object({ id: z.string(), name: textSchema, odds: odds.nullable() });
export const sbMarketSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.string(),
  group: z.string(),
  name: textSchema,
  status: z.enum(['open', 'suspended', 'settled', 'cancelled']),
  selections: z.array(sbSelectionSchema),
  /** Winning selection ids once settled. */
  winners: z.array(z.string()),
});

export const sbFixtureSchema = z.object({
  id: z.string(),
  sport: z.string(),
  product: z.string(),
  league: textSchema,
  home: textSchema,
  away: textSchema,
  startAt: z.string(),
  status: z.enum(['scheduled', 'live', 'ended', 'cancelled']),
  scoreboard: z.record(z.string(), z.string()).nullable(),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** The main market (winner) for lists. */
  main: sbMarketSchema.nullable(),
  marketCount: z.number().int(),
});
export const sbFixtureListSchema = z.object({
  sports: z.array(z.object({ sport: z.string(), live: z.number().int(), total: z.number().int() })),
  fixtures: z.array(sbFixtureSchema),
});
export const sbFixtureDetailSchema = sbFixtureSchema.extend({ markets: z.array(sbMarketSchema) });

export const sbSessionSchema = z.object({
  sessionToken: z.string(),
  expiresAt: z.string(),
  product: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: money,
});

export const sbBetLegSchema = z.object({
  fixtureId: z.string(),
  fixture: z.string(),
  market: textSchema,
  selection: textSchema,
  odds,
  result: z.string().nullable(),
});
export const sbBetSchema = z.object({
  betId: z.string(),
  requestId: z.string(),
  kind: z.enum(['single', 'multiple']),
  status: z.enum(['pending', 'open', 'settled', 'cancelled', 'refused']),
  stake: money,
  remainingStake: money,
  odds,
  potentialReturn: money,
  payout: money.nullable(),
  cashedOut: money,
  /** What cashing out the whole remaining stake pays now; null when not offered. */
  cashout: money.nullable(),
  inPlay: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Balance after this call (placement or cash-out), when known. */
  balance: money.nullable(),
  legs: z.array(sbBetLegSchema),
});
export const sbBetListSchema = z.object({ bets: z.array(sbBetSchema) });

export const sbCockfightSchema = z.object({
  fight: sbFixtureDetailSchema.nullable(),
  /** When the current fight's betting closes and when it is decided (ISO). */
  closesAt: z.string().nullable(),
  fightsAt: z.string().nullable(),
  streamUrl: z.string().nullable(),
  recent: z.array(z.object({ id: z.string(), name: z.string(), result: z.string() })),
});

export const sbErrorValueSchema = z.object({
  key: z.enum(sbErrorKeys),
  balance: money.optional(),
  /** On odds_changed: the current price of each leg (by index), null when no longer offered. */
  odds: z.array(odds.nullable()).optional(),
  /** On cashout_changed: the current cash-out value. */
  quote: money.optional(),
  /** On stake_too_high and payout_too_high: the largest allowed (the book's, the player's or the market's). */
  max: money.optional(),
  code: z.string().optional(),
  /** wallet_refused by a rule (code BET_REFUSED): its stable code (betRefusalReasons) and parameters. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type SbPlaceBetRequest = z.input<typeof sbPlaceBetRequestSchema>;
export type SbCashoutRequest = z.input<typeof sbCashoutRequestSchema>;
export type SbFixtureQuery = z.input<typeof sbFixtureQuerySchema>;
export type SbSelection = z.infer<typeof sbSelectionSchema>;
export type SbMarket = z.infer<typeof sbMarketSchema>;
export type SbFixture = z.infer<typeof sbFixtureSchema>;
export type SbFixtureList = z.infer<typeof sbFixtureListSchema>;
export type SbFixtureDetail = z.infer<typeof sbFixtureDetailSchema>;
export type SbSession = z.infer<typeof sbSessionSchema>;
export type SbBet = z.infer<typeof sbBetSchema>;
export type SbBetLeg = z.infer<typeof sbBetLegSchema>;
export type SbBetList = z.infer<typeof sbBetListSchema>;
export type SbCockfight = z.infer<typeof sbCockfightSchema>;
export type SbErrorValue = z.infer<typeof sbErrorValueSchema>;

export { convertOdds, formatOdds, oddsFormats, type OddsFormat } from './odds/odds-format.js';
