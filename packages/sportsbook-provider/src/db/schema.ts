import type { ColumnType, Generated } from 'kysely';

/** bigint columns: written as bigint or string, read back as strings. */
type Int8 = ColumnType<string, bigint | string, bigint | string>;
type Timestamp = ColumnType<Date, Date, Date>;
type Id = ColumnType<string, never, never>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export type FixtureStatus = 'scheduled' | 'live' | 'ended' | 'cancelled';

export interface SbFixtureTable {
  id: string;
  sport: string;
  /** 'sports' | 'esports' | 'cockfight': which platform game (and game type) bets on it go through. */
  product: string;
  league: Json<{ en: string; bn: string }>;
  home: Json<{ en: string; bn: string }>;
  away: Json<{ en: string; bn: string }>;
  start_at: Timestamp;
  status: FixtureStatus;
  scoreboard: Json<Record<string, string> | null>;
  /** The commitment of the simulator's seed (revealed in `seed` once the fixture ended). */
  seed_hash: string | null;
  seed: string | null;
  updated_at: Timestamp;
}

export type MarketStatus = 'open' | 'suspended' | 'settled' | 'cancelled';

export interface SbSelectionJson {
  id: string;
  name: { en: string; bn: string };
  /** Decimal odds in hundredths; null when not offered. */
  odds: number | null;
}

export interface SbMarketTable {
  id: Id;
  fixture_id: string;
  key: string;
  type: string;
  grp: string;
  name: Json<{ en: string; bn: string }>;
  status: MarketStatus;
  /** Suspended by an operator: feed odds changes do not reopen it. */
  held: Generated<boolean>;
  selections: Json<SbSelectionJson[]>;
  /** Result per selection once settled (LegOutcome), null before. */
  result: Json<Record<string, { result: string; deadHeat?: number }> | null>;
  /** Counts settlements (a resettlement is a new version). */
  settle_version: Generated<number>;
  updated_at: Timestamp;
  /** The operator's limits of this market (maxStake, maxPayout, maxLiability; null inherits). */
  limits: ColumnType<
    { maxStake?: number | null; maxPayout?: number | null; maxLiability?: number | null } | null,
    string | null | undefined,
    string | null
  >;
}

export interface SbSessionTable {
  id: Id;
  token_hash: string;
  player_id: string;
  nickname: string;
  currency: string;
  language: string;
  launch_token: string;
  node_id: string;
  product: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type BetStatus = 'pending' | 'open' | 'settled' | 'cancelled' | 'refused';

export interface SbBetTable {
  id: Id;
  /** Public id: the roundId of the wallet calls. */
  bet_uid: string;
  player_id: string;
  session_id: Int8;
  request_id: string;
  kind: 'single' | 'multiple';
  stake: Int8;
  /** Combined decimal odds in hundredths. */
  odds: Int8;
  status: BetStatus;
  /** Why a bet was refused (an error key) and what to answer its replays. */
  refusal: Json<{ key: string; message: string; extra?: Record<string, unknown> } | null>;
  /** Stake still riding (less after a partial cash-out). */
  remaining_stake: Int8;
  /** Paid out by cash-outs so far. */
  cashed_out: ColumnType<string, bigint | string | undefined, bigint | string>;
  /** Paid at settlement (stake included), null while unsettled. */
  payout: Int8 | null;
  /** Legs without a result yet: the bet settles when this reaches 0. */
  unresolved: number;
  /** A leg's result changed after the bet settled: its payout must be corrected (adjust). */
  needs_resettle: Generated<boolean>;
  /** Corrections made so far (numbers the adjust transactions). */
  adjustments: Generated<number>;
  in_play: boolean;
  accept: string;
  /** Bumped on every change; a cash-out quote names the version it priced. */
  version: Generated<number>;
  balance_after: Int8 | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface SbBetLegTable {
  bet_id: Int8;
  leg_no: number;
  fixture_id: string;
  market_id: Int8;
  selection_id: string;
  odds: Int8;
  result: Json<{ result: string; deadHeat?: number } | null>;
}

export interface SbCashoutTable {
  id: Id;
  bet_id: Int8;
  request_id: string;
  stake_part: Int8;
  amount: Int8;
  created_at: Timestamp;
}

export type WalletCallKind = 'bet' | 'win' | 'rollback' | 'adjust';
export type WalletCallStatus = 'pending' | 'acked' | 'failed';

export interface SbWalletCallTable {
  id: Id;
  tx_id: string;
  kind: WalletCallKind;
  bet_id: Int8;
  path: string;
  body: string;
  status: WalletCallStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  acked_at: Timestamp | null;
}

/** Running stake and potential payout of open bets: scope 'market', 's:<selection>' or 'p:<player>'. */
export interface SbExposureTable {
  market_id: Int8;
  scope: string;
  stake: Int8;
  payout: Int8;
  /** Open bets counted in the row. */
  bets: Generated<number>;
  /** A 'market' or selection row is one of its shards (migration sb-0005); the totals are their sums. */
  shard: Generated<number>;
  /** Room left in this shard under lim_stake / lim_liability (liability: the worst result for 'market'). */
  room_stake: Generated<Int8>;
  room_liability: Generated<Int8>;
  lim_stake: Int8 | null;
  lim_liability: Int8 | null;
}

/** A player's own limits (minor units; null inherits the book's). */
export interface SbPlayerLimitTable {
  player_id: string;
  max_stake: ColumnType<string | null, bigint | null, bigint | null>;
  max_payout: ColumnType<string | null, bigint | null, bigint | null>;
  max_stake_per_market: ColumnType<string | null, bigint | null, bigint | null>;
  updated_at: Timestamp;
}

export interface SbSettingTable {
  key: string;
  value: Json<unknown>;
}

/** The simulator's own state of a fixture it plays. */
export interface SbSimTable {
  fixture_id: string;
  sport: string;
  state: Json<unknown>;
  seed: string;
  step: number;
  /** Market keys offered and not yet settled. */
  open_keys: Json<string[]>;
  next_step_at: Timestamp;
  finished: Generated<boolean>;
}

// A type (not an interface) so it can extend the host's database type (Kysely withTables).
export type SbDatabase = {
  sb_fixture: SbFixtureTable;
  sb_market: SbMarketTable;
  sb_session: SbSessionTable;
  sb_bet: SbBetTable;
  sb_bet_leg: SbBetLegTable;
  sb_cashout: SbCashoutTable;
  sb_wallet_call: SbWalletCallTable;
  sb_setting: SbSettingTable;
  sb_exposure: SbExposureTable;
  sb_player_limit: SbPlayerLimitTable;
  sb_sim: SbSimTable;
};
