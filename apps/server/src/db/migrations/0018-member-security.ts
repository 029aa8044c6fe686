import { sql, type Kysely } from 'kysely';

/**
 * Member and security centre, responsible gaming:
 * - member.email_verified_at: the bound e-mail was proved with a code;
 * - member_totp / member_totp_recovery: the authenticator app ("Google verification") and its
 *   single-use recovery codes (only their hashes);
 * - rg_limit: a member's own deposit, loss and wager limits per day/week/month and session-time limit,
 *   with the raise or removal waiting its 24 hours in pending_value/pending_at;
 * - rg_profile: the reality-check interval; rg_exclusion: a time-out or a self-exclusion;
 * - member_avatar: uploaded avatars, re-encoded (only pixels kept), served by their random token;
 * - country.mobile_digits: how many digits a national mobile number has ('{0}-digit phone number').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column email_verified_at timestamptz`.execute(db);
  await sql`alter table country add column mobile_digits smallint check (mobile_digits between 4 and 15)`.execute(
    db,
  );
  await sql`
    create table member_avatar (
      token text primary key,
      member_id bigint not null references member (id) on delete cascade,
      image bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index member_avatar_member_idx on member_avatar (member_id)`.execute(db);
  await sql`
    create table member_totp (
      member_id bigint primary key references member (id) on delete cascade,
      secret text not null,
      enabled_at timestamptz,
      last_step bigint not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table member_totp_recovery (
      id bigint generated always as identity primary key,
      member_id bigint not null references member (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (member_id, code_hash)
    )`.execute(db);
  await sql`
    create table rg_limit (
      member_id bigint not null references member (id) on delete cascade,
      kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
      period text not null check (period in ('day', 'week', 'month', 'session')),
      value bigint not null check (value > 0),
      pending_value bigint check (pending_value > 0),
      pending_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (member_id, kind, period)
    )`.execute(db);
  await sql`
    create table rg_profile (
      member_id bigint primary key references member (id) on delete cascade,
      reality_check_minutes integer check (reality_check_minutes between 5 and 240),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table rg_exclusion (
      member_id bigint primary key references member (id) on delete cascade,
      kind text not null check (kind in ('timeout', 'selfExclusion')),
      started_at timestamptz not null,
      ends_at timestamptz
    )`.execute(db);
}
