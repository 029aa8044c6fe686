import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, bigint | string, bigint | string>;
type Timestamp = ColumnType<Date, Date, Date>;
type Id = ColumnType<string, never, never>;
type Json<T> = ColumnType<T, string, string>;

export interface LpPrizeModeTable {
  code: string;
  return_bp: number;
  rebate_bp: number;
  /** Bumped on every odds or rebate change: a slip built on older odds is refused. */
  version: number;
}

/** Operator odds overriding the defaults, per prize mode, bet type and family, in thousandths per key. */
export interface LpOddsTable {
  prize_mode: string;
  bet_type: string;
  family: string;
  odds: Json<Record<string, number>>;
}

export interface LpGameTable {
  code: string;
  family: string;
  prize_mode: string;
  vendor_code: string;
  names: Json<{ en: string; bn: string }>;
  schedule: Json<unknown>;
  utc_offset_minutes: number;
  close_seconds: number;
  result_source: 'rng' | 'operator';
  min_stake: Int8;
  max_stake: Int8;
  number_limit: Int8;
  draw_limit: Int8;
  enabled: boolean;
}

export type LpDrawStatus = 'open' | 'drawn' | 'settled' | 'void';

export interface LpDrawTable {
  id: Id;
  game_code: string;
  issue: string;
  opens_at: Timestamp;
  closes_at: Timestamp;
  draw_at: Timestamp;
  seed: string;
  seed_hash: string;
  status: LpDrawStatus;
  result: ColumnType<unknown, string | null, string | null>;
  /** 'rng' (from the committed seed) or 'operator' (entered or corrected by an operator). */
  result_source: string | null;
  /** Raised on every result (1 at the draw, 2 after a correction ...); tickets are settled up to it. */
  result_version: Generated<number>;
  drawn_at: Timestamp | null;
  settled_at: Timestamp | null;
  void_reason: string | null;
}

export interface LpSessionTable {
  id: Id;
  token_hash: string;
  player_id: string;
  nickname: string;
  currency: string;
  language: string;
  launch_token: string;
  node_id: string;
  game_code: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One purchase (a bet slip, with its chase): one ticket per draw. */
export interface LpOrderTable {
  id: Id;
  order_uid: string;
  player_id: string;
  request_id: string;
  game_code: string;
  chase_draws: number;
  stop_on_win: boolean;
  total_stake: Int8;
  status: 'placing' | 'placed' | 'refused';
  refusal: string | null;
  created_at: Timestamp;
}

export type LpTicketStatus = 'pending' | 'open' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'failed';

/** A ticket is one seamless round (roundId = ticket_uid): its bet, then its win, rollback or adjustments. */
export interface LpTicketTable {
  id: Id;
  ticket_uid: string;
  order_id: Int8;
  player_id: string;
  draw_id: Int8;
  game_code: string;
  /** The selections with the odds they were bought at (see tickets/selection.ts). */
  selections: Json<unknown>;
  stake: Int8;
  /** Stake times the prize mode's rebate, paid with the settlement. */
  rebate: Int8;
  status: LpTicketStatus;
  /** Amount paid for this ticket so far (prize plus rebate). */
  win: Int8;
  /** Prize of each selection at the last settlement (minor-unit strings), null before. */
  line_wins: ColumnType<string[] | null, string | null, string | null>;
  /** The draw result version this ticket was last settled at (0: not yet). */
  settled_version: Generated<number>;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** Potential payouts bought per draw: per number (`<betType>:<group>:<pick>`) and in total ('*'). */
export interface LpLiabilityTable {
  draw_id: Int8;
  key: string;
  amount: Int8;
}

export type LpWalletCallKind = 'bet' | 'win' | 'rollback' | 'adjust';

export interface LpWalletCallTable {
  id: Id;
  tx_id: string;
  kind: LpWalletCallKind;
  ticket_id: Int8;
  path: string;
  body: string;
  status: 'pending' | 'acked' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  acked_at: Timestamp | null;
}

export interface LpDatabase {
  lp_prize_mode: LpPrizeModeTable;
  lp_odds: LpOddsTable;
  lp_game: LpGameTable;
  lp_draw: LpDrawTable;
  lp_session: LpSessionTable;
  lp_order: LpOrderTable;
  lp_ticket: LpTicketTable;
  lp_liability: LpLiabilityTable;
  lp_wallet_call: LpWalletCallTable;
}
