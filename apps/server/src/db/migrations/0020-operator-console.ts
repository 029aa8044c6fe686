import { sql, type Kysely } from 'kysely';

/**
 * Operator console: staff roles and accounts with a TOTP second factor and recovery codes, invitations,
 * the console sessions that passed the second factor, the append-only audit log, four-eyes approvals
 * and claims on payment orders, member tags and notes.
 */
const statements = [
  `create table staff_role (
    code text primary key,
    name text not null,
    permissions text[],
    ip_allow_list text[] not null default '{}',
    builtin boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create table staff_account (
    member_id bigint primary key references member (id),
    role_code text not null references staff_role (code),
    totp_secret text,
    totp_enrolled_at timestamptz,
    failed_attempts integer not null default 0,
    locked_until timestamptz,
    invited_by bigint references member (id),
    created_at timestamptz not null default now()
  )`,
  `create table staff_recovery_code (
    member_id bigint not null references member (id),
    code_hash text not null,
    used_at timestamptz,
    primary key (member_id, code_hash)
  )`,
  // Invitations and enrolments: only the hash of the token handed out is kept.
  `create table staff_ticket (
    token_hash text primary key,
    purpose text not null check (purpose in ('invite', 'enrol')),
    member_id bigint not null references member (id),
    secret text,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  // A console session: a member_session opened by the staff sign-in after the second factor.
  `create table staff_session (
    session_id bigint primary key references member_session (id) on delete cascade,
    member_id bigint not null references member (id),
    last_seen_at timestamptz not null default now()
  )`,
  `create table audit_log (
    id bigserial primary key,
    occurred_at timestamptz not null default now(),
    staff_id bigint references member (id),
    staff_username text,
    ip text,
    action text not null,
    access text,
    params jsonb,
    body jsonb,
    status integer,
    before jsonb,
    after jsonb
  )`,
  `create index audit_log_time_idx on audit_log (occurred_at desc, id desc)`,
  `create index audit_log_staff_idx on audit_log (staff_id, occurred_at desc)`,
  // Append-only: rows are never changed or removed, whoever connects.
  `create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only' using errcode = '42501';
    end $$`,
  `create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`,
  `create table approval_request (
    id bigserial primary key,
    kind text not null,
    payload jsonb not null,
    summary text not null,
    amount_minor bigint not null,
    requested_by bigint not null references member (id),
    requested_at timestamptz not null default now(),
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    decided_by bigint references member (id),
    decided_at timestamptz,
    note text
  )`,
  `create index approval_request_status_idx on approval_request (status, id desc)`,
  // One staff member works on a payment order; the primary key makes two claims impossible.
  `create table payment_claim (
    kind text not null check (kind in ('deposit', 'withdrawal')),
    order_id bigint not null,
    staff_id bigint not null references member (id),
    claimed_at timestamptz not null default now(),
    decided_at timestamptz,
    primary key (kind, order_id)
  )`,
  `create table member_tag (
    member_id bigint not null references member (id),
    tag text not null,
    primary key (member_id, tag)
  )`,
  `create table member_note (
    id bigserial primary key,
    member_id bigint not null references member (id),
    staff_id bigint not null references member (id),
    text text not null,
    created_at timestamptz not null default now()
  )`,
  `create index member_note_member_idx on member_note (member_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
