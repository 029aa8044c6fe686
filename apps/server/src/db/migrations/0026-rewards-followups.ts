import { sql, type Kysely } from 'kysely';

/**
 * Rewards and engagement follow-ups: the VIP points multiplier per level, one row per VIP period
 * turned (relegation and period bonus once per configured period), referral progress on the invitee's
 * turnover, the rounds a resettlement voided, and the days a member logged in (login missions count days, not logins).
 */
const statements = [
  `alter table reward_vip_level add column points_percent integer not null default 100
    check (points_percent between 0 and 1000)`,
  `create table reward_vip_turn (
    period_key text primary key,
    turned_at timestamptz not null default now()
  )`,
  // The monthly job before this migration already turned the month under way.
  `insert into reward_vip_turn (period_key) values (to_char(now() at time zone 'utc', 'YYYY-MM'))`,
  // Referral qualification on the invitee's turnover: a qualifying deposit seen, valid bet so far.
  `alter table reward_referral add column deposit_met boolean not null default false`,
  `alter table reward_referral add column valid_bet bigint not null default 0 check (valid_bet >= 0)`,
  // Settled rounds a resettlement voided (the stake back): their valid bet is out of the rewards.
  `create table reward_round_void (
    provider_code text not null,
    round_ref text not null,
    voided_at timestamptz not null default now(),
    primary key (provider_code, round_ref)
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
