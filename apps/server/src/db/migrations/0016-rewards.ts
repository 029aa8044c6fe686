import { sql, type Kysely } from 'kysely';

/** House accounts this migration adds; the same shard count as 0003's. */
const houseAccountPurposes = ['house:bonus', 'house:rebate'];
const houseAccountShards = 8;

/**
 * Rewards: promotions and members' entries in them (applications with images), grants (every bonus,
 * VIP, referral and rebate payout, with its turnover requirement), rebate rates and what has
 * accumulated towards the next rebate, the VIP ladder and members' monthly totals, referrals and tiers.
 */
const statements = [
  `create table reward_promotion (
    id bigint generated always as identity primary key,
    type text not null,
    title text not null,
    banner_url text,
    rules_html text not null default '',
    starts_at timestamptz not null,
    ends_at timestamptz,
    take_mode text not null check (take_mode in ('auto', 'claim', 'apply')),
    enabled boolean not null default true,
    reward jsonb not null,
    turnover jsonb not null,
    eligibility jsonb not null,
    created_at timestamptz not null default now(),
    check (ends_at is null or ends_at > starts_at)
  )`,
  // A member's part in a promotion: joined (waits for a qualifying deposit), applying, rejected,
  // issued (granted), claimed (claimed by the member). One per member and promotion.
  `create table reward_entry (
    id bigint generated always as identity primary key,
    promotion_id bigint not null references reward_promotion (id),
    member_id bigint not null references member (id),
    status text not null check (status in ('joined', 'applying', 'rejected', 'issued', 'claimed')),
    comment text not null default '',
    images text[] not null default '{}',
    review_note text not null default '',
    grant_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (promotion_id, member_id)
  )`,
  `create index reward_entry_status_idx on reward_entry (status, id)`,
  // Every reward paid: grant_key names the business event, so no reward is paid twice.
  `create table reward_grant (
    id bigint generated always as identity primary key,
    member_id bigint not null references member (id),
    source text not null,
    promotion_id bigint references reward_promotion (id),
    grant_key text not null unique,
    title text,
    amount bigint not null check (amount > 0),
    deposit_amount bigint not null default 0 check (deposit_amount >= 0),
    turnover_required bigint not null default 0 check (turnover_required >= 0),
    turnover_done bigint not null default 0 check (turnover_done >= 0),
    max_bet bigint check (max_bet > 0),
    weights jsonb not null default '{}',
    status text not null check (status in ('active', 'completed', 'forfeited')),
    forfeited_amount bigint not null default 0,
    details jsonb not null default '{}',
    created_at timestamptz not null default now(),
    settled_at timestamptz
  )`,
  `create index reward_grant_member_idx on reward_grant (member_id, id desc)`,
  `create index reward_grant_active_idx on reward_grant (member_id, id) where status = 'active'`,
  `create index reward_grant_source_idx on reward_grant (member_id, source, id desc)`,
  `alter table reward_entry add foreign key (grant_id) references reward_grant (id)`,

  `create table reward_rebate_rate (
    game_type text not null,
    vip_level integer not null check (vip_level >= 0),
    rate_bp integer not null check (rate_bp between 0 and 100000),
    primary key (game_type, vip_level)
  )`,
  `create table reward_config (
    id boolean primary key default true check (id),
    rebate_min_claim bigint not null default 100 check (rebate_min_claim >= 0)
  )`,
  `insert into reward_config default values`,
  // Valid bet since the member's last rebate payout, per game type.
  `create table reward_rebate_pending (
    member_id bigint not null references member (id),
    game_type text not null,
    valid_bet bigint not null default 0 check (valid_bet >= 0),
    primary key (member_id, game_type)
  )`,
  `create index reward_rebate_pending_due_idx on reward_rebate_pending (member_id) where valid_bet > 0`,

  `create table reward_vip_level (
    level integer primary key check (level >= 1),
    name text not null,
    icon_url text,
    valid_bet bigint not null check (valid_bet >= 0),
    deposit bigint not null check (deposit >= 0),
    keep_valid_bet bigint not null default 0 check (keep_valid_bet >= 0),
    upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
    monthly_bonus bigint not null default 0 check (monthly_bonus >= 0),
    birthday_bonus bigint not null default 0 check (birthday_bonus >= 0)
  )`,
  `create table reward_vip_member (
    member_id bigint primary key references member (id),
    level integer not null default 0 check (level >= 0),
    updated_at timestamptz not null default now()
  )`,
  `create index reward_vip_member_level_idx on reward_vip_member (level) where level > 0`,
  // month: 'YYYY-MM' in UTC.
  `create table reward_vip_month (
    member_id bigint not null references member (id),
    month text not null,
    valid_bet bigint not null default 0,
    deposit bigint not null default 0,
    primary key (member_id, month)
  )`,

  `create table reward_referral (
    invitee_id bigint primary key references member (id),
    inviter_id bigint not null references member (id),
    status text not null check (status in ('registered', 'deposited', 'qualified', 'refused')),
    refused_reason text,
    grant_id bigint references reward_grant (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (invitee_id <> inviter_id)
  )`,
  `create index reward_referral_inviter_idx on reward_referral (inviter_id, created_at desc)`,
  `create table reward_referral_tier (
    min_qualified integer primary key check (min_qualified >= 1),
    reward bigint not null check (reward >= 0)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`
    insert into ledger_account (kind)
    select purpose || '#' || shard from (values ${sql.join(
      houseAccountPurposes.map((purpose) => sql`(${purpose})`),
    )}) p(purpose) cross join generate_series(0, ${sql.lit(houseAccountShards - 1)}) shard`.execute(db);
}
