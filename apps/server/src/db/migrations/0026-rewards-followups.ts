import { sql, type Kysely } from 'kysely';

/**
 * Rewards and engagement follow-ups: the client device fingerprints seen per member (multi-account
 * checks on bonus and referral claims), the VIP points multiplier per level, one row per VIP period
 * turned (relegation and period bonus once per configured period), and the days a member logged in
 * (login missions count days, not logins).
 */
const statements = [
  `create table member_device (
    member_id bigint not null references member (id),
    fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
    first_seen timestamptz not null default now(),
    last_seen timestamptz not null default now(),
    primary key (member_id, fingerprint)
  )`,
  `create index member_device_fingerprint_idx on member_device (fingerprint, member_id)`,
  `alter table reward_vip_level add column points_percent integer not null default 100
    check (points_percent between 0 and 1000)`,
  `create table reward_vip_turn (
    period_key text primary key,
    turned_at timestamptz not null default now()
  )`,
  `create table mission_login_day (
    member_id bigint not null references member (id) on delete cascade,
    day text not null,
    primary key (member_id, day)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
