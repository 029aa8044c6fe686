import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as strings and are written as strings. */
type Minor = ColumnType<string, string | undefined, string>;

/** Tables of game providers and the seamless wallet (migration 0005-games). */
export interface GameProviderTable {
  code: string;
  name: string;
  secret: string;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface GameLaunchTable {
  id: ColumnType<string, never, never>;
  token_hash: string;
  provider_code: string;
  member_id: string;
  node_id: string;
  language: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface SeamlessNonceTable {
  provider_code: string;
  nonce: string;
  seen_at: Generated<Date>;
}

export type GameRoundStatus = 'open' | 'settled' | 'cancelled';

export interface GameRoundTable {
  id: ColumnType<string, never, never>;
  provider_code: string;
  round_ref: string;
  member_id: string;
  node_id: string;
  vendor_code: string;
  game_type: string;
  status: ColumnType<GameRoundStatus, GameRoundStatus | undefined, GameRoundStatus>;
  stake: Minor;
  valid_bet: Minor;
  win: Minor;
  created_at: Generated<Date>;
  settled_at: NullableTimestamp;
}

export type GameTransactionKind = 'bet' | 'win' | 'rollback' | 'adjust';
export type GameTransactionStatus = 'applied' | 'tombstone' | 'refunded';

export interface GameTransactionTable {
  id: ColumnType<string, never, never>;
  provider_code: string;
  tx_ref: string;
  kind: GameTransactionKind;
  status: GameTransactionStatus;
  round_id: string | null;
  member_id: string;
  amount: ColumnType<string, string, never>;
  ref_tx: string | null;
  request_hash: string;
  journal_id: string | null;
  response: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface GameTables {
  game_provider: GameProviderTable;
  game_launch: GameLaunchTable;
  seamless_nonce: SeamlessNonceTable;
  game_round: GameRoundTable;
  game_transaction: GameTransactionTable;
}

export type GameRoundRow = Selectable<GameRoundTable>;
export type GameTransactionRow = Selectable<GameTransactionTable>;
