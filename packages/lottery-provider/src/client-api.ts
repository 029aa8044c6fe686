import { safeText } from '@app/contracts';
import { z } from 'zod';

/**
 * The player API of the lottery provider (browser-safe). Mounted by the platform under `/lp`; every
 * answer is the envelope `{ success, value, message }`; failures carry `{ key, ... }` (see lpErrorKeys).
 * Money is decimal strings with two places; odds are decimal numbers (payout per 1 staked, stake included).
 * Calls about a player's tickets carry `Authorization: Bearer <sessionToken>`.
 */
export const lotteryProviderPrefix = '/lp';
export const lotteryProviderPaths = {
  /** POST {launchToken} → LpSession. */
  sessions: '/lp/api/sessions',
  /** GET ?vendor&prizeMode → LpGameView[] (public). */
  games: '/lp/api/games',
  /** GET → LpGameDetail (public). */
  game: (code: string) => `/lp/api/games/${encodeURIComponent(code)}`,
  /** GET ?limit&before → LpDrawView[] newest first (public). */
  draws: (code: string) => `/lp/api/games/${encodeURIComponent(code)}/draws`,
  /** GET → LpDrawView with its verification (public). */
  draw: (drawId: string) => `/lp/api/draws/${encodeURIComponent(drawId)}`,
  /** POST LpPurchaseRequest → LpPurchaseResult; GET ?status=open|settled&limit → LpTicketView[]. */
  tickets: '/lp/api/tickets',
  /** POST → LpTicketView (cancel before betting closes). */
  cancel: (ticketId: string) => `/lp/api/tickets/${encodeURIComponent(ticketId)}/cancel`,
} as const;

export const lpErrorKeys = [
  'invalid_request',
  'not_logged_in',
  'invalid_launch_token',
  'game_unavailable',
  'player_disabled',
  'insufficient_funds',
  'wallet_unavailable',
  'wallet_refused',
  'betting_closed',
  'invalid_selection',
  'stake_out_of_range',
  'odds_changed',
  'liability_exceeded',
  'order_in_progress',
  'order_refused',
  'ticket_not_found',
  'cannot_cancel',
  'draw_not_found',
  'chase_unavailable',
] as const;
export type LpErrorKey = (typeof lpErrorKeys)[number];

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const lpErrorValueSchema = z.object({
  key: z.enum(lpErrorKeys),
  balance: money.optional(),
  code: z.string().optional(),
  /** betting_closed: the issue taking bets now; chase_unavailable: the first draw of the chase that does not. */
  issue: z.string().optional(),
  /** wallet_refused by a rule (code BET_REFUSED): its stable code (betRefusalReasons) and parameters. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type LpErrorValue = z.infer<typeof lpErrorValueSchema>;

// Requests

export const lpCreateSessionRequestSchema = z.object({ launchToken: safeText(100, { trim: false }).min(1) });

const token = safeText(8, { trim: false }).regex(/^[0-9A-Za-z]{1,8}$/, 'a pick is 1-8 letters or digits');
export const lpSelectionSchema = z.object({
  betType: safeText(40, { trim: false }).regex(/^[0-9A-Z_]{2,40}$/, 'unknown bet type'),
  picks: z.array(z.array(token).max(100)).min(1).max(10),
});
export const lpPurchaseRequestSchema = z.object({
  requestId: safeText(64, { trim: false }).regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    'requestId is 8-64 of A-Z a-z 0-9 _ -',
  ),
  gameCode: safeText(20, { trim: false }).regex(/^[0-9A-Z_]{1,20}$/, 'unknown game'),
  /** The odds version the slip was built on (LpGameDetail.oddsVersion): changed odds are refused. */
  oddsVersion: z.number().int().min(1),
  /** Amount per bet, e.g. "2.00"; every selection costs bets x unit x multiplier. */
  unit: safeText(16, { trim: false }).regex(/^\d{1,9}(\.\d{1,2})?$/, 'unit is an amount like 2.00'),
  multiplier: z.number().int().min(1).max(10_000),
  selections: z.array(lpSelectionSchema).min(1).max(20),
  /**
   * The issue the slip was built for (the current one shown to the player). When that draw no longer
   * takes bets (closed, drawn, settled or void) the slip is refused, not moved to the next issue.
   */
  issue: safeText(20, { trim: false })
    .regex(/^[0-9A-Za-z_-]{1,20}$/, 'issue is the draw number shown')
    .optional(),
  /** Follow the same slip for this many draws from the current one (1 = no chase). */
  chase: z
    .object({ draws: z.number().int().min(1).max(50), stopOnWin: z.boolean() })
    .default({ draws: 1, stopOnWin: false }),
});
export type LpPurchaseRequest = z.input<typeof lpPurchaseRequestSchema>;

export const lpTicketListQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  gameCode: safeText(20, { trim: false })
    .regex(/^[0-9A-Z_]{1,20}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const lpDrawListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const lpGameListQuerySchema = z.object({
  vendor: safeText(32, { trim: false })
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
});

// Answers (types only: the provider builds them, the web reads them)

export interface LpSession {
  sessionToken: string;
  expiresAt: string;
  playerId: string;
  nickname: string;
  currency: string;
  language: string;
  balance: string;
  gameCode: string;
}

export interface LpDrawView {
  drawId: string;
  gameCode: string;
  issue: string;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  status: 'open' | 'closed' | 'drawn' | 'settled' | 'void';
  /** SHA-256 of the seed, published when the draw opens. */
  seedHash: string;
  /** The seed, revealed once drawn; null before. */
  seed: string | null;
  result: LpDrawResult | null;
  /** 'rng' (verifiable from the seed) or 'operator' (entered or corrected result). */
  resultSource: string | null;
}

export type LpDrawResult =
  { kind: 'numbers'; numbers: number[] } | { kind: 'prizes'; tiers: { name: string; numbers: string[] }[] };

export interface LpGameView {
  code: string;
  family: string;
  prizeMode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
  vendorCode: string;
  names: { en: string; bn: string };
  utcOffsetMinutes: number;
  closeSeconds: number;
  current: LpDrawView | null;
  previous: LpDrawView | null;
}

export interface LpPickGroupView {
  label: string;
  /** The tokens offered, or null with `pattern` when there are too many to list. */
  tokens: string[] | null;
  pattern: string | null;
  min: number;
  max: number;
}

export interface LpBetTypeView {
  code: string;
  groups: LpPickGroupView[];
  /** Payout per 1 staked per odds key ('' when the bet type has one). */
  odds: Record<string, number>;
  rule: { en: string; bn: string };
}

export interface LpGameDetail extends LpGameView {
  oddsVersion: number;
  rebatePercent: number;
  minStake: string;
  maxStake: string;
  betTypes: LpBetTypeView[];
}

export interface LpSelectionView {
  betType: string;
  picks: string[][];
  bets: number;
  stake: string;
  odds: Record<string, number>;
  /** Once settled: what this selection won. */
  win: string | null;
}

export interface LpTicketView {
  ticketId: string;
  orderId: string;
  gameCode: string;
  issue: string;
  drawAt: string;
  status: 'pending' | 'open' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'failed';
  stake: string;
  unit: string;
  multiplier: number;
  win: string;
  selections: LpSelectionView[];
  createdAt: string;
}

export interface LpPurchaseResult {
  orderId: string;
  totalStake: string;
  balance: string;
  tickets: LpTicketView[];
}

export interface LpDrawProof extends LpDrawView {
  verification: { seedMatchesHash: boolean; resultMatchesSeed: boolean } | null;
  /** Shell commands that recompute the hash and the first block with standard tools. */
  commands: string[];
}
