import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** Tables of the operator console (migration 0020-operator-console). */
export interface StaffRoleTable {
  code: string;
  name: string;
  permissions: string[] | null;
  ip_allow_list: ColumnType<string[], string[] | undefined, string[]>;
  builtin: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface StaffAccountTable {
  member_id: string;
  role_code: string;
  /** Sealed (lib/totp-secret.ts), never the base32 secret itself. */
  totp_secret: string | null;
  totp_enrolled_at: NullableTimestamp;
  /** The last 30-second step accepted: a staff code is never accepted twice. */
  totp_last_step: ColumnType<string, bigint | string | undefined, bigint | string>;
  failed_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  invited_by: string | null;
  created_at: Generated<Date>;
}

export interface StaffRecoveryCodeTable {
  member_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface StaffTicketTable {
  token_hash: string;
  purpose: 'invite' | 'enrol';
  member_id: string;
  secret: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface StaffSessionTable {
  session_id: string;
  member_id: string;
  last_seen_at: Timestamp;
}

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  occurred_at: Timestamp;
  staff_id: string | null;
  staff_username: string | null;
  ip: string | null;
  action: string;
  access: string | null;
  params: Json;
  body: Json;
  status: number | null;
  before: Json;
  after: Json;
}

export interface ApprovalRequestTable {
  id: ColumnType<string, never, never>;
  kind: string;
  payload: ColumnType<unknown, string, never>;
  summary: string;
  amount_minor: ColumnType<string, string, never>;
  requested_by: string;
  requested_at: Timestamp;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  note: string | null;
}

export interface PaymentClaimTable {
  kind: 'deposit' | 'withdrawal';
  order_id: string;
  staff_id: string;
  claimed_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface MemberTagTable {
  member_id: string;
  tag: string;
}

export interface MemberNoteTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  staff_id: string;
  text: string;
  created_at: Generated<Date>;
}

export interface OpsTables {
  staff_role: StaffRoleTable;
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_ticket: StaffTicketTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
  approval_request: ApprovalRequestTable;
  payment_claim: PaymentClaimTable;
  member_tag: MemberTagTable;
  member_note: MemberNoteTable;
}
