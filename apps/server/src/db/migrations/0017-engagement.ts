import { sql, type Kysely } from 'kysely';

/** House accounts of the money ledger this migration adds (shards as in 0003); a sibling may add the same. */
const houseAccountPurposes = ['house:promotions', 'house:jackpot'];
const houseAccountShards = 8;

/**
 * Points mall, missions, raffles (red envelope, golden egg, prize wheel) and the jackpot.
 * Points and tickets live on a ledger of their own (engagement_*), double-entry like the money ledger:
 * every journal is one member posting and its house counterpart, once per event key, and a member's
 * balance can never go below zero. Cash prizes go through the money ledger.
 */
const statements = [
  `create table engagement_account (
    id bigint generated always as identity primary key,
    member_id bigint references member (id) on delete restrict,
    asset text not null check (asset in ('points', 'egg_ticket', 'wheel_ticket')),
    house text,
    balance bigint check (balance >= 0),
    check ((member_id is null) = (balance is null)),
    check ((member_id is null) = (house is not null))
  )`,
  `create unique index engagement_account_member_key on engagement_account (member_id, asset) where member_id is not null`,
  `create unique index engagement_account_house_key on engagement_account (house, asset) where member_id is null`,
  `insert into engagement_account (asset, house)
    select asset, 'issued' from (values ('points'), ('egg_ticket'), ('wheel_ticket')) a(asset)`,
  `create table engagement_journal (
    id bigint generated always as identity primary key,
    asset text not null,
    event_key text not null unique,
    reason text not null,
    reference text not null,
    memo jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  `create table engagement_posting (
    id bigint generated always as identity primary key,
    journal_id bigint not null references engagement_journal (id),
    account_id bigint not null references engagement_account (id),
    amount bigint not null check (amount <> 0),
    balance_after bigint,
    created_at timestamptz not null default now()
  )`,
  `create index engagement_posting_account_idx on engagement_posting (account_id, id desc)`,

  // Fair draws: the current server seed of each purpose is committed (its hash shown) before any draw
  // and revealed when the operator rotates it; every draw keeps its seed, client seed and nonce.
  `create table fair_seed (
    id bigint generated always as identity primary key,
    purpose text not null check (purpose in ('envelope', 'egg', 'wheel', 'jackpot')),
    server_seed text not null,
    server_seed_hash text not null,
    next_nonce bigint not null default 0,
    created_at timestamptz not null default now(),
    revealed_at timestamptz
  )`,
  `create unique index fair_seed_current_key on fair_seed (purpose) where revealed_at is null`,

  // Points mall.
  `create table point_earn_rule (
    game_type text primary key,
    points_per_unit integer not null check (points_per_unit >= 0),
    unit_minor bigint not null check (unit_minor > 0)
  )`,
  `create table point_member_turnover (
    member_id bigint primary key references member (id) on delete cascade,
    valid_bet_minor bigint not null default 0 check (valid_bet_minor >= 0)
  )`,
  `create table point_good (
    id bigint generated always as identity primary key,
    name text not null,
    description text not null default '',
    image_url text not null default '',
    kind text not null check (kind in ('physical', 'virtual', 'cash')),
    points_cost bigint not null check (points_cost > 0),
    amount_requirement_minor bigint not null default 0 check (amount_requirement_minor >= 0),
    cash_amount_minor bigint not null default 0 check (cash_amount_minor >= 0),
    stock integer check (stock >= 0),
    per_player_limit integer check (per_player_limit > 0),
    enabled boolean not null default true,
    sort integer not null default 0,
    created_at timestamptz not null default now(),
    check ((kind = 'cash') = (cash_amount_minor > 0))
  )`,
  `create table point_exchange_rate (
    id bigint generated always as identity primary key,
    points_ratio bigint not null check (points_ratio > 0),
    redeem_amount_minor bigint not null check (redeem_amount_minor > 0),
    min_units integer not null default 1 check (min_units > 0),
    max_units integer not null default 1000 check (max_units >= min_units),
    enabled boolean not null default true,
    sort integer not null default 0
  )`,
  `create table point_redemption (
    id bigint generated always as identity primary key,
    reference text not null unique,
    member_id bigint not null references member (id) on delete restrict,
    request_id text not null,
    kind text not null check (kind in ('goods', 'convert')),
    good_id bigint references point_good (id),
    name text not null,
    quantity integer not null check (quantity > 0),
    points bigint not null check (points > 0),
    amount_minor bigint not null default 0 check (amount_minor >= 0),
    status text not null check (status in ('in_process', 'approved', 'rejected')),
    receiving_address text,
    remark text not null default '',
    points_balance_after bigint not null,
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    decided_by bigint references member (id),
    unique (member_id, request_id)
  )`,
  `create index point_redemption_member_idx on point_redemption (member_id, id desc)`,
  `create index point_redemption_good_idx on point_redemption (good_id, member_id) where status <> 'rejected'`,
  `create index point_redemption_status_idx on point_redemption (status, id)`,

  // Missions and their leaderboard.
  `create table mission (
    id bigint generated always as identity primary key,
    name text not null,
    description text not null default '',
    period text not null check (period in ('daily', 'weekly', 'once')),
    kind text not null check (kind in ('login', 'deposit', 'valid_bet', 'rounds', 'win_streak', 'invite')),
    game_type text,
    target bigint not null check (target > 0),
    reward_kind text not null check (reward_kind in ('cash', 'points', 'egg_ticket', 'wheel_ticket', 'bonus')),
    reward_amount bigint not null check (reward_amount > 0),
    bonus_turnover_multiple integer check (bonus_turnover_multiple > 0),
    leaderboard_points integer not null default 0 check (leaderboard_points >= 0),
    enabled boolean not null default true,
    sort integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create table mission_progress (
    mission_id bigint not null references mission (id) on delete cascade,
    member_id bigint not null references member (id) on delete cascade,
    period_key text not null,
    progress bigint not null default 0 check (progress >= 0),
    completed_at timestamptz,
    claimed_at timestamptz,
    primary key (mission_id, member_id, period_key)
  )`,
  `create index mission_progress_member_idx on mission_progress (member_id, period_key)`,
  `create table mission_score (
    week_key text not null,
    member_id bigint not null references member (id) on delete cascade,
    score integer not null check (score >= 0),
    updated_at timestamptz not null default now(),
    primary key (week_key, member_id)
  )`,
  `create index mission_score_rank_idx on mission_score (week_key, score desc, updated_at)`,
  `create table mission_leaderboard_prize (
    rank integer primary key check (rank > 0),
    amount_minor bigint not null check (amount_minor > 0)
  )`,
  `create table mission_leaderboard_payout (
    week_key text not null,
    rank integer not null,
    member_id bigint not null references member (id),
    score integer not null,
    amount_minor bigint not null,
    paid_at timestamptz not null default now(),
    primary key (week_key, rank)
  )`,

  // Raffles: red envelope windows, golden egg and prize wheel prize tables, draws, ticket rules.
  `create table envelope_window (
    id bigint generated always as identity primary key,
    name text not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    pool_minor bigint not null check (pool_minor > 0),
    remaining_minor bigint not null check (remaining_minor >= 0),
    min_grab_minor bigint not null check (min_grab_minor > 0),
    max_grab_minor bigint not null,
    grabs_per_member integer not null default 1 check (grabs_per_member > 0),
    created_at timestamptz not null default now(),
    check (ends_at > starts_at),
    check (max_grab_minor >= min_grab_minor),
    check (remaining_minor <= pool_minor)
  )`,
  `create table envelope_grab (
    id bigint generated always as identity primary key,
    window_id bigint not null references envelope_window (id),
    member_id bigint not null references member (id),
    seq integer not null,
    amount_minor bigint not null check (amount_minor > 0),
    seed_id bigint not null references fair_seed (id),
    nonce bigint not null,
    created_at timestamptz not null default now(),
    unique (window_id, member_id, seq)
  )`,
  `create table raffle_prize (
    id bigint generated always as identity primary key,
    game text not null check (game in ('egg', 'wheel')),
    label text not null,
    weight integer not null check (weight > 0),
    prize_kind text not null check (prize_kind in ('cash', 'points', 'nothing')),
    amount bigint not null default 0 check (amount >= 0),
    stock integer check (stock >= 0),
    enabled boolean not null default true,
    sort integer not null default 0,
    check ((prize_kind = 'nothing') = (amount = 0))
  )`,
  `create table raffle_draw (
    id bigint generated always as identity primary key,
    game text not null,
    member_id bigint not null references member (id),
    request_id text not null,
    prize_id bigint not null references raffle_prize (id),
    label text not null,
    prize_kind text not null,
    amount bigint not null,
    seed_id bigint not null references fair_seed (id),
    nonce bigint not null,
    created_at timestamptz not null default now(),
    unique (member_id, game, request_id)
  )`,
  `create table raffle_ticket_rule (
    game text not null check (game in ('egg', 'wheel')),
    source text not null check (source in ('deposit', 'turnover')),
    threshold_minor bigint not null check (threshold_minor > 0),
    tickets integer not null check (tickets > 0),
    primary key (game, source)
  )`,
  `create table raffle_turnover (
    member_id bigint not null references member (id) on delete cascade,
    game text not null,
    carried_minor bigint not null default 0 check (carried_minor >= 0),
    primary key (member_id, game)
  )`,

  // Jackpot: one row per pool. Each cycle's drop point is drawn fairly (between seed and must-drop-by)
  // when the cycle starts; the bet that takes the pool to it wins. A win is unique per (jackpot, cycle).
  `create table jackpot (
    id bigint generated always as identity primary key,
    name text not null,
    contribution_bp integer not null check (contribution_bp between 0 and 10000),
    seed_minor bigint not null check (seed_minor >= 0),
    pool_minor bigint not null check (pool_minor >= 0),
    must_drop_by_minor bigint not null check (must_drop_by_minor > seed_minor),
    min_bet_minor bigint not null default 0 check (min_bet_minor >= 0),
    game_types text[] not null default '{}',
    contributed_minor bigint not null default 0,
    cycle integer not null default 1,
    drop_at_minor bigint not null,
    drop_seed_id bigint not null references fair_seed (id),
    drop_nonce bigint not null,
    enabled boolean not null default true
  )`,
  `create table jackpot_win (
    id bigint generated always as identity primary key,
    jackpot_id bigint not null references jackpot (id),
    cycle integer not null,
    member_id bigint not null references member (id),
    amount_minor bigint not null check (amount_minor > 0),
    round_ref text not null,
    drop_at_minor bigint not null,
    seed_id bigint not null references fair_seed (id),
    nonce bigint not null,
    created_at timestamptz not null default now(),
    unique (jackpot_id, cycle)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`
    insert into ledger_account (kind)
    select purpose || '#' || shard from (values ${sql.join(
      houseAccountPurposes.map((purpose) => sql`(${purpose})`),
    )}) p(purpose) cross join generate_series(0, ${sql.lit(houseAccountShards - 1)}) shard
    on conflict (kind) where member_id is null do nothing`.execute(db);
}
