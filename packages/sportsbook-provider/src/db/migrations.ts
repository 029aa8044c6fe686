import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const statements = [
  `create table if not exists sb_fixture (
      id text primary key,
      sport text not null,
      product text not null check (product in ('sports', 'esports', 'cockfight')),
      league jsonb not null,
      home jsonb not null,
      away jsonb not null,
      start_at timestamptz not null,
      status text not null check (status in ('scheduled', 'live', 'ended', 'cancelled')),
      scoreboard jsonb,
      seed_hash text,
      seed text,
      updated_at timestamptz not null
    )`,
  `create index if not exists sb_fixture_listing_idx on sb_fixture (product, status, start_at)`,
  `create table if not exists sb_market (
      id bigserial primary key,
      fixture_id text not null references sb_fixture (id),
      key text not null,
      type text not null,
      grp text not null,
      name jsonb not null,
      status text not null check (status in ('open', 'suspended', 'settled', 'cancelled')),
      held boolean not null default false,
      selections jsonb not null,
      result jsonb,
      settle_version integer not null default 0,
      updated_at timestamptz not null,
      unique (fixture_id, key)
    )`,
  `create table if not exists sb_session (
      id bigserial primary key,
      token_hash text not null unique,
      player_id text not null,
      nickname text not null,
      currency text not null,
      language text not null,
      launch_token text not null,
      node_id text not null,
      product text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )`,
  `create table if not exists sb_bet (
      id bigserial primary key,
      bet_uid text not null unique,
      player_id text not null,
      session_id bigint not null references sb_session (id),
      request_id text not null,
      kind text not null check (kind in ('single', 'multiple')),
      stake bigint not null check (stake > 0),
      odds bigint not null check (odds > 100),
      status text not null check (status in ('pending', 'open', 'settled', 'cancelled', 'refused')),
      refusal jsonb,
      remaining_stake bigint not null check (remaining_stake >= 0),
      cashed_out bigint not null default 0 check (cashed_out >= 0),
      payout bigint check (payout >= 0),
      unresolved integer not null check (unresolved >= 0),
      needs_resettle boolean not null default false,
      adjustments integer not null default 0,
      in_play boolean not null,
      accept text not null,
      version integer not null default 0,
      balance_after bigint,
      created_at timestamptz not null,
      settled_at timestamptz,
      unique (player_id, request_id)
    )`,
  `create index if not exists sb_bet_player_idx on sb_bet (player_id, id desc)`,
  `create index if not exists sb_bet_ready_idx on sb_bet (id) where status = 'open' and unresolved = 0`,
  `create index if not exists sb_bet_resettle_idx on sb_bet (id) where needs_resettle`,
  `create table if not exists sb_bet_leg (
      bet_id bigint not null references sb_bet (id),
      leg_no integer not null,
      fixture_id text not null,
      market_id bigint not null references sb_market (id),
      selection_id text not null,
      odds bigint not null,
      result jsonb,
      primary key (bet_id, leg_no)
    )`,
  `create index if not exists sb_bet_leg_market_idx on sb_bet_leg (market_id, selection_id)`,
  `create table if not exists sb_cashout (
      id bigserial primary key,
      bet_id bigint not null references sb_bet (id),
      request_id text not null,
      stake_part bigint not null check (stake_part > 0),
      amount bigint not null check (amount > 0),
      created_at timestamptz not null,
      unique (bet_id, request_id)
    )`,
  `create table if not exists sb_wallet_call (
      id bigserial primary key,
      tx_id text not null unique,
      kind text not null check (kind in ('bet', 'win', 'rollback', 'adjust')),
      bet_id bigint not null references sb_bet (id),
      path text not null,
      body text not null,
      status text not null check (status in ('pending', 'acked', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      last_error text,
      created_at timestamptz not null,
      acked_at timestamptz
    )`,
  `create index if not exists sb_wallet_call_due_idx on sb_wallet_call (next_attempt_at) where status = 'pending'`,
  `create index if not exists sb_wallet_call_bet_idx on sb_wallet_call (bet_id)`,
  `create table if not exists sb_setting (
      key text primary key,
      value jsonb not null
    )`,
  `create table if not exists sb_sim (
      fixture_id text primary key references sb_fixture (id),
      sport text not null,
      state jsonb not null,
      seed text not null,
      step integer not null,
      open_keys jsonb not null,
      next_step_at timestamptz not null,
      finished boolean not null default false
    )`,
  `create index if not exists sb_sim_due_idx on sb_sim (next_step_at) where not finished`,
];

const migration0001: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists sb_sim, sb_setting, sb_wallet_call, sb_cashout, sb_bet_leg, sb_bet, sb_session, sb_market, sb_fixture`.execute(
      db,
    );
  },
};

/**
 * Running exposure per market (scope 'market'), selection ('s:<id>') and player ('p:<id>'), kept by
 * placement (and given back by refusals, cancellations and cash-outs) so limits are checked on a few
 * rows instead of summing every bet of the market; filled from the open bets already placed. Every
 * committed change of a fixture row is announced on the 'sb_fixture' channel for the live hub.
 */
const migration0002: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table if not exists sb_exposure (
      market_id bigint not null references sb_market (id),
      scope text not null,
      stake bigint not null default 0,
      payout bigint not null default 0,
      primary key (market_id, scope)
    )`.execute(db);
    await sql`insert into sb_exposure (market_id, scope, stake, payout)
      select l.market_id, x.scope, sum(b.remaining_stake),
             sum(case when x.scope like 's:%' then b.remaining_stake * b.odds / 100 else 0 end)
      from sb_bet_leg l
      join sb_bet b on b.id = l.bet_id and b.status in ('pending', 'open')
      cross join lateral (values ('market'), ('s:' || l.selection_id), ('p:' || b.player_id)) x(scope)
      group by l.market_id, x.scope
      on conflict do nothing`.execute(db);
    await sql`create or replace function sb_fixture_notify() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sb_fixture', new.id);
        return null;
      end $$`.execute(db);
    await sql`drop trigger if exists sb_fixture_notify on sb_fixture`.execute(db);
    await sql`create trigger sb_fixture_notify after insert or update on sb_fixture
      for each row execute function sb_fixture_notify()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists sb_fixture_notify on sb_fixture`.execute(db);
    await sql`drop function if exists sb_fixture_notify()`.execute(db);
    await sql`drop table if exists sb_exposure`.execute(db);
  },
};

/** The sportsbook's own tables (prefix sb_), idempotent like the house provider's. */
export const sportsbookMigrations: Record<string, Migration> = {
  'sb-0001-sportsbook': migration0001,
  'sb-0002-exposure-and-notify': migration0002,
};
