import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as strings; written as bigint or string. */
type Minor = ColumnType<string, bigint | string, bigint | string>;
type NullableMinor = ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>;

export interface MemberTotpTable {
  member_id: string;
  secret: string;
  enabled_at: NullableTimestamp;
  /** The last 30-second step accepted: a code is never accepted twice. */
  last_step: ColumnType<string, bigint | string | undefined, bigint | string>;
  created_at: Generated<Date>;
}

export interface MemberTotpRecoveryTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

export interface RgLimitTable {
  member_id: string;
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units (deposit, loss, wager) or minutes (session). */
  value: Minor;
  /** A raise waiting its 24 hours; null with pending_at set: the limit is being removed. */
  pending_value: NullableMinor;
  pending_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RgProfileTable {
  member_id: string;
  reality_check_minutes: number | null;
  updated_at: Timestamp;
}

export interface RgExclusionTable {
  member_id: string;
  kind: 'timeout' | 'selfExclusion';
  started_at: Timestamp;
  /** null: permanent. */
  ends_at: NullableTimestamp;
}

export interface MemberAvatarTable {
  token: string;
  member_id: string;
  image: Buffer;
  created_at: Generated<Date>;
}

export interface MemberSecurityTables {
  member_avatar: MemberAvatarTable;
  member_totp: MemberTotpTable;
  member_totp_recovery: MemberTotpRecoveryTable;
  rg_limit: RgLimitTable;
  rg_profile: RgProfileTable;
  rg_exclusion: RgExclusionTable;
}
