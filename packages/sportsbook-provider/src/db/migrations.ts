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

/**
 * Limit overrides: per market (sb_market.limits) and per player (sb_player_limit); the number of bets
 * behind each exposure row (so the operator's liability view reads sb_exposure alone); and
 * sb_reserve_exposure, which adds a bet to its markets' exposure and checks their limits inside the
 * placement statement itself, so the market row every placement of a market updates is locked only
 * until that statement's own commit.
 */
const migration0003: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sb_market add column if not exists limits jsonb`.execute(db);
    await sql`create table if not exists sb_player_limit (
      player_id text primary key,
      max_stake bigint check (max_stake > 0),
      max_payout bigint check (max_payout > 0),
      max_stake_per_market bigint check (max_stake_per_market > 0),
      updated_at timestamptz not null
    )`.execute(db);
    await sql`alter table sb_exposure add column if not exists bets integer not null default 0`.execute(db);
    await sql`update sb_exposure e set bets = c.n
      from (select l.market_id, x.scope, count(*)::integer as n
            from sb_bet_leg l
            join sb_bet b on b.id = l.bet_id and b.status in ('pending', 'open')
            cross join lateral (values ('market'), ('s:' || l.selection_id), ('p:' || b.player_id)) x(scope)
            group by l.market_id, x.scope) c
      where e.market_id = c.market_id and e.scope = c.scope`.execute(db);
    // p_legs: one object per leg, { marketId, selectionId, limits }, the limits of its market in minor
    // units (playerStake, stake, selectionStake, selectionLiability, liability). A refusal raises
    // 'sb_refusal:<key>' (SQLSTATE SB001), which rolls the whole placement back.
    await sql`create or replace function sb_reserve_exposure(
        p_legs jsonb, p_player text, p_stake bigint, p_payout bigint
      ) returns void language plpgsql as $$
      declare
        leg jsonb;
        lim jsonb;
        mkt bigint;
        sel text;
        m_stake bigint;
        s_stake bigint;
        s_payout bigint;
        p_total bigint;
        other bigint;
        worst_after bigint;
        worst_before bigint;
      begin
        for leg in select value from jsonb_array_elements(p_legs) order by (value ->> 'marketId')::bigint loop
          lim := leg -> 'limits';
          mkt := (leg ->> 'marketId')::bigint;
          sel := 's:' || (leg ->> 'selectionId');
          insert into sb_exposure as e (market_id, scope, stake, payout, bets)
            values (mkt, 'market', p_stake, 0, 1)
            on conflict (market_id, scope) do update set stake = e.stake + excluded.stake, bets = e.bets + 1
            returning e.stake into m_stake;
          insert into sb_exposure as e (market_id, scope, stake, payout, bets)
            values (mkt, sel, p_stake, p_payout, 1)
            on conflict (market_id, scope) do update
              set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout, bets = e.bets + 1
            returning e.stake, e.payout into s_stake, s_payout;
          insert into sb_exposure as e (market_id, scope, stake, payout, bets)
            values (mkt, 'p:' || p_player, p_stake, 0, 1)
            on conflict (market_id, scope) do update set stake = e.stake + excluded.stake, bets = e.bets + 1
            returning e.stake into p_total;
          if p_total > (lim ->> 'playerStake')::bigint then
            raise exception 'sb_refusal:market_limit' using errcode = 'SB001';
          end if;
          if m_stake > (lim ->> 'stake')::bigint or s_stake > (lim ->> 'selectionStake')::bigint then
            raise exception 'sb_refusal:market_stake_limit' using errcode = 'SB001';
          end if;
          if s_payout - s_stake > (lim ->> 'selectionLiability')::bigint then
            raise exception 'sb_refusal:liability_limit' using errcode = 'SB001';
          end if;
          -- The market's worst result: its largest selection payout less every stake on it. The other
          -- selections are read as committed (their rows are not locked); a bet that lowers the worst
          -- result (backing another selection) is taken even above the limit.
          select coalesce(max(payout), 0) into other from sb_exposure
            where market_id = mkt and scope like 's:%' and scope <> sel;
          worst_after := greatest(s_payout, other) - m_stake;
          worst_before := greatest(s_payout - p_payout, other) - (m_stake - p_stake);
          if worst_after > (lim ->> 'liability')::bigint and worst_after > worst_before then
            raise exception 'sb_refusal:liability_limit' using errcode = 'SB001';
          end if;
        end loop;
      end $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists sb_reserve_exposure(jsonb, text, bigint, bigint)`.execute(db);
    await sql`alter table sb_exposure drop column if exists bets`.execute(db);
    await sql`drop table if exists sb_player_limit`.execute(db);
    await sql`alter table sb_market drop column if exists limits`.execute(db);
  },
};

/**
 * sb_check_legs: the legs of a bet as the book offers them at this moment, checked inside the statement
 * that stores or confirms the bet, so no price or status can change between the check and the write.
 * p_legs: one object per leg, { marketId, selectionId, odds, live? }: `odds` the price the bet is taken
 * at, `live` (when given) whether its fixture was in play. A leg whose market is not open, whose fixture
 * ended or whose selection is no longer offered raises 'sb_refusal:market_closed'; a price moved against
 * p_accept ('none', 'higher', 'any') or a fixture that went in play raises 'sb_refusal:odds_changed' with
 * the current prices (a JSON array, null where not offered) as the error's detail. SQLSTATE SB001.
 */
const migration0004: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create or replace function sb_check_legs(p_legs jsonb, p_accept text) returns boolean
      language plpgsql as $$
      declare
        leg jsonb;
        m_status text;
        f_status text;
        cur bigint;
        taken bigint;
        closed boolean := false;
        moved boolean := false;
        prices jsonb := '[]'::jsonb;
      begin
        for leg in select value from jsonb_array_elements(p_legs) loop
          m_status := null;
          f_status := null;
          cur := null;
          select m.status, f.status,
                 (select (s ->> 'odds')::bigint from jsonb_array_elements(m.selections) s
                  where s ->> 'id' = leg ->> 'selectionId')
            into m_status, f_status, cur
            from sb_market m join sb_fixture f on f.id = m.fixture_id
            where m.id = (leg ->> 'marketId')::bigint;
          prices := prices || coalesce(to_jsonb(cur), 'null'::jsonb);
          taken := (leg ->> 'odds')::bigint;
          if m_status is distinct from 'open' or coalesce(f_status, '') not in ('scheduled', 'live')
             or cur is null then
            closed := true;
          elsif leg ? 'live' and (f_status = 'live') <> (leg ->> 'live')::boolean then
            moved := true;
          elsif cur <> taken and not (p_accept = 'any' or (p_accept = 'higher' and cur > taken)) then
            moved := true;
          end if;
        end loop;
        if closed then
          raise exception 'sb_refusal:market_closed' using errcode = 'SB001';
        end if;
        if moved then
          raise exception 'sb_refusal:odds_changed' using errcode = 'SB001', detail = prices::text;
        end if;
        return true;
      end $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists sb_check_legs(jsonb, text)`.execute(db);
  },
};

/** Shards of each market's and selection's exposure (sb_reserve_exposure); changing it needs a migration. */
const EXPOSURE_SHARDS = 8;

/**
 * Sharded exposure: each market's 'market' row and each selection's row become EXPOSURE_SHARDS rows
 * (shard 0..N-1) whose counters add up to the totals, each holding a slice of the room left under the
 * limits it was sized for (lim_stake, lim_liability). A bet takes its room from ONE shard of its market
 * and of its selection (the room it can use up: its stake, and its payout less its stake for the
 * liabilities, never less than the worst result can rise), so bets of one market no longer queue on one
 * row. A bet no shard has room for, or one under other limits than the rooms were sized for, takes the
 * exact path: every shard of its market and selection locked, the limits checked on the totals as
 * before, and the room left shared out again. Also sb_leg_prices, sb_check_legs answering the prices
 * the legs are taken at (an in-play bet is confirmed at them).
 */
const migration0005: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sb_exposure
      add column if not exists shard smallint not null default 0,
      add column if not exists room_stake bigint not null default 0,
      add column if not exists room_liability bigint not null default 0,
      add column if not exists lim_stake bigint,
      add column if not exists lim_liability bigint`.execute(db);
    await sql`alter table sb_exposure drop constraint if exists sb_exposure_pkey`.execute(db);
    await sql`alter table sb_exposure add primary key (market_id, scope, shard)`.execute(db);
    // A shard's part of the room left (shard 0 takes the remainder); none when over the limit.
    await sql
      .raw(
        `create or replace function sb_room_share(p_room bigint, p_shard integer) returns bigint
      language sql immutable as $$
        select greatest(p_room, 0) / ${EXPOSURE_SHARDS}
               + case when p_shard = 0 then greatest(p_room, 0) % ${EXPOSURE_SHARDS} else 0 end
      $$`,
      )
      .execute(db);
    // The exact path of one leg: the market's and selection's shards locked (in this order, the order
    // the fast path takes its two rows in), the limits checked on the totals with the bet in, the bet
    // counted on shard 0, and the room left under the limits shared out over the shards. The other
    // selections are read as committed: no bet of the market is in flight while its shards are held.
    await sql
      .raw(
        `create or replace function sb_reserve_exact(
        p_market bigint, p_sel text, p_lim jsonb, p_stake bigint, p_payout bigint
      ) returns void language plpgsql as $$
      declare
        m_stake bigint;
        s_stake bigint;
        s_payout bigint;
        other bigint;
        worst_after bigint;
        worst_before bigint;
        l_stake bigint := (p_lim ->> 'stake')::bigint;
        l_liability bigint := (p_lim ->> 'liability')::bigint;
        l_sel_stake bigint := (p_lim ->> 'selectionStake')::bigint;
        l_sel_liability bigint := (p_lim ->> 'selectionLiability')::bigint;
      begin
        insert into sb_exposure (market_id, scope, shard)
          select p_market, x.scope, g from (values (1, 'market'), (2, p_sel)) x(o, scope),
               generate_series(0, ${EXPOSURE_SHARDS - 1}) g
          order by x.o, g
          on conflict do nothing;
        perform 1 from sb_exposure where market_id = p_market and scope = 'market' order by shard for update;
        perform 1 from sb_exposure where market_id = p_market and scope = p_sel order by shard for update;
        select sum(stake) + p_stake into m_stake from sb_exposure where market_id = p_market and scope = 'market';
        select sum(stake) + p_stake, sum(payout) + p_payout into s_stake, s_payout
          from sb_exposure where market_id = p_market and scope = p_sel;
        if m_stake > l_stake or s_stake > l_sel_stake then
          raise exception 'sb_refusal:market_stake_limit' using errcode = 'SB001';
        end if;
        if s_payout - s_stake > l_sel_liability then
          raise exception 'sb_refusal:liability_limit' using errcode = 'SB001';
        end if;
        -- The market's worst result: its largest selection payout less every stake on it; a bet that
        -- lowers it (backing another selection) is taken even above the limit.
        select coalesce(max(total), 0) into other
          from (select sum(payout) as total from sb_exposure
                where market_id = p_market and scope like 's:%' and scope <> p_sel group by scope) t;
        worst_after := greatest(s_payout, other) - m_stake;
        worst_before := greatest(s_payout - p_payout, other) - (m_stake - p_stake);
        if worst_after > l_liability and worst_after > worst_before then
          raise exception 'sb_refusal:liability_limit' using errcode = 'SB001';
        end if;
        update sb_exposure
          set stake = stake + case when shard = 0 then p_stake else 0 end,
              payout = payout + case when shard = 0 and scope = p_sel then p_payout else 0 end,
              bets = bets + case when shard = 0 then 1 else 0 end,
              room_stake = sb_room_share(case when scope = 'market' then l_stake - m_stake
                                              else l_sel_stake - s_stake end, shard),
              room_liability = sb_room_share(case when scope = 'market' then l_liability - worst_after
                                                  else l_sel_liability - (s_payout - s_stake) end, shard),
              lim_stake = case when scope = 'market' then l_stake else l_sel_stake end,
              lim_liability = case when scope = 'market' then l_liability else l_sel_liability end
          where market_id = p_market and scope in ('market', p_sel);
      end $$`,
      )
      .execute(db);
    // Same arguments and refusals as before (migration sb-0003). The fast path picks a shard whose two
    // rows look roomy (this connection's own first), then takes the room under their locks; a row found
    // short once locked raises SB002, the placement is retried (nothing of the market is held then).
    await sql
      .raw(
        `create or replace function sb_reserve_exposure(
        p_legs jsonb, p_player text, p_stake bigint, p_payout bigint
      ) returns void language plpgsql as $$
      declare
        leg jsonb;
        lim jsonb;
        mkt bigint;
        sel text;
        k integer;
        rise bigint := greatest(p_payout - p_stake, 0);
        p_total bigint;
      begin
        for leg in select value from jsonb_array_elements(p_legs) order by (value ->> 'marketId')::bigint loop
          lim := leg -> 'limits';
          mkt := (leg ->> 'marketId')::bigint;
          sel := 's:' || (leg ->> 'selectionId');
          k := null;
          select m.shard into k
            from sb_exposure m
            join sb_exposure s on s.market_id = m.market_id and s.scope = sel and s.shard = m.shard
            where m.market_id = mkt and m.scope = 'market'
              and m.lim_stake = (lim ->> 'stake')::bigint and m.lim_liability = (lim ->> 'liability')::bigint
              and s.lim_stake = (lim ->> 'selectionStake')::bigint
              and s.lim_liability = (lim ->> 'selectionLiability')::bigint
              and m.room_stake >= p_stake and m.room_liability >= rise
              and s.room_stake >= p_stake and s.room_liability >= rise
            order by (m.shard + pg_backend_pid()) % ${EXPOSURE_SHARDS}
            limit 1;
          if k is null then
            perform sb_reserve_exact(mkt, sel, lim, p_stake, p_payout);
          else
            update sb_exposure
              set stake = stake + p_stake, bets = bets + 1,
                  room_stake = room_stake - p_stake, room_liability = room_liability - rise
              where market_id = mkt and scope = 'market' and shard = k
                and lim_stake = (lim ->> 'stake')::bigint and lim_liability = (lim ->> 'liability')::bigint
                and room_stake >= p_stake and room_liability >= rise;
            if found then
              update sb_exposure
                set stake = stake + p_stake, payout = payout + p_payout, bets = bets + 1,
                    room_stake = room_stake - p_stake, room_liability = room_liability - rise
                where market_id = mkt and scope = sel and shard = k
                  and lim_stake = (lim ->> 'selectionStake')::bigint
                  and lim_liability = (lim ->> 'selectionLiability')::bigint
                  and room_stake >= p_stake and room_liability >= rise;
            end if;
            if not found then
              raise exception 'sb_exposure_busy' using errcode = 'SB002';
            end if;
          end if;
          insert into sb_exposure as e (market_id, scope, stake, payout, bets)
            values (mkt, 'p:' || p_player, p_stake, 0, 1)
            on conflict (market_id, scope, shard) do update set stake = e.stake + excluded.stake, bets = e.bets + 1
            returning e.stake into p_total;
          if p_total > (lim ->> 'playerStake')::bigint then
            raise exception 'sb_refusal:market_limit' using errcode = 'SB001';
          end if;
        end loop;
      end $$`,
      )
      .execute(db);
    await sql`create or replace function sb_leg_prices(p_legs jsonb, p_accept text) returns jsonb
      language plpgsql as $$
      declare
        leg jsonb;
        m_status text;
        f_status text;
        cur bigint;
        taken bigint;
        closed boolean := false;
        moved boolean := false;
        prices jsonb := '[]'::jsonb;
      begin
        for leg in select value from jsonb_array_elements(p_legs) loop
          m_status := null;
          f_status := null;
          cur := null;
          select m.status, f.status,
                 (select (s ->> 'odds')::bigint from jsonb_array_elements(m.selections) s
                  where s ->> 'id' = leg ->> 'selectionId')
            into m_status, f_status, cur
            from sb_market m join sb_fixture f on f.id = m.fixture_id
            where m.id = (leg ->> 'marketId')::bigint;
          prices := prices || coalesce(to_jsonb(cur), 'null'::jsonb);
          taken := (leg ->> 'odds')::bigint;
          if m_status is distinct from 'open' or coalesce(f_status, '') not in ('scheduled', 'live')
             or cur is null then
            closed := true;
          elsif leg ? 'live' and (f_status = 'live') <> (leg ->> 'live')::boolean then
            moved := true;
          elsif cur <> taken and not (p_accept = 'any' or (p_accept = 'higher' and cur > taken)) then
            moved := true;
          end if;
        end loop;
        if closed then
          raise exception 'sb_refusal:market_closed' using errcode = 'SB001';
        end if;
        if moved then
          raise exception 'sb_refusal:odds_changed' using errcode = 'SB001', detail = prices::text;
        end if;
        return prices;
      end $$`.execute(db);
    await sql`drop function if exists sb_check_legs(jsonb, text)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function if exists sb_leg_prices(jsonb, text)`.execute(db);
    await migration0004.up(db);
    await sql`drop function if exists sb_reserve_exact(bigint, text, jsonb, bigint, bigint)`.execute(db);
    await sql`drop function if exists sb_room_share(bigint, integer)`.execute(db);
    await sql`update sb_exposure e set stake = t.stake, payout = t.payout, bets = t.bets
      from (select market_id, scope, sum(stake) as stake, sum(payout) as payout, sum(bets)::integer as bets
            from sb_exposure group by market_id, scope) t
      where e.market_id = t.market_id and e.scope = t.scope and e.shard = 0`.execute(db);
    await sql`delete from sb_exposure where shard <> 0`.execute(db);
    await sql`alter table sb_exposure drop constraint if exists sb_exposure_pkey`.execute(db);
    await sql`alter table sb_exposure add primary key (market_id, scope)`.execute(db);
    await sql`alter table sb_exposure drop column shard, drop column room_stake, drop column room_liability,
      drop column lim_stake, drop column lim_liability`.execute(db);
    await migration0003.up(db);
  },
};

/** The sportsbook's own tables (prefix sb_), idempotent like the house provider's. */
export const sportsbookMigrations: Record<string, Migration> = {
  'sb-0001-sportsbook': migration0001,
  'sb-0002-exposure-and-notify': migration0002,
  'sb-0003-limits-and-reservation': migration0003,
  'sb-0004-check-legs': migration0004,
  'sb-0005-sharded-exposure': migration0005,
};
