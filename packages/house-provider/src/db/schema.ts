import type { ColumnType, Generated } from 'kysely';

/** bigint columns: written as bigint or string, read back as the driver gives them (string). */
type Int8 = ColumnType<string, bigint | string, bigint | string>;
type Timestamp = ColumnType<Date, Date, Date>;
/** bigserial primary keys: read as strings, never written. */
type Id = ColumnType<string, never, never>;

export type HpMode = 'real' | 'demo';

/** A game session: a player (real money through the wallet) or a visitor (demo, play money here). */
export interface HpSessionTable {
  id: Id;
  token_hash: string;
  mode: HpMode;
  /** The platform's player id; null in demo. */
  player_id: string | null;
  nickname: string;
  currency: string;
  language: string;
  /** The platform's launch token, sent with every bet; null in demo. */
  launch_token: string | null;
  node_id: string;
  game_name: string;
  game_code: string;
  vendor_code: string;
  engine: string;
  config_id: string;
  /** Play money in minor units; null in real mode. */
  demo_balance: Int8 | null;
  /** The committed seed of the next round (secret until played) and its published hash. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  /** Rounds started in the second `rate_second` (Unix seconds), for the per-session rate limit. */
  rate_second: ColumnType<string, bigint | undefined, bigint>;
  rate_count: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** `open`: a two-step round (video poker) dealt, its bet taken, waiting for the draw. */
export type HpRoundStatus = 'pending' | 'open' | 'played' | 'cancelled';

export interface HpRoundTable {
  id: Id;
  /** Public id (the roundId of the client API and of the wallet calls). */
  round_uid: string;
  session_id: Int8;
  request_id: string;
  mode: HpMode;
  player_id: string | null;
  node_id: string;
  engine: string;
  /** Stake and win in minor units (win as in the record: stake included, 0 on a loss). */
  stake: Int8;
  win: Int8;
  status: HpRoundStatus;
  /** The RoundRecord, server seed included; shown only once the round is played. */
  record: ColumnType<unknown, string, string>;
  /** Balance to answer for this round (after the bet while the win is pending). */
  balance_after: Int8 | null;
  created_at: Timestamp;
}

export type HpWalletCallKind = 'bet' | 'win' | 'rollback';
export type HpWalletCallStatus = 'pending' | 'acked' | 'failed';

/**
 * Every wallet call that moves money. Bets are sent once while the player waits; wins and rollbacks
 * form the outbox: retried until acknowledged (or parked as failed on a definitive refusal).
 */
export interface HpWalletCallTable {
  id: Id;
  tx_id: string;
  kind: HpWalletCallKind;
  round_id: Int8;
  path: string;
  /** The JSON body (signed afresh on every attempt). */
  body: string;
  status: HpWalletCallStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  acked_at: Timestamp | null;
}

export interface HpDatabase {
  hp_session: HpSessionTable;
  hp_round: HpRoundTable;
  hp_wallet_call: HpWalletCallTable;
}
