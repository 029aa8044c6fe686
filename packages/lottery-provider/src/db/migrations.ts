import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const migration0001: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      `create table if not exists lp_prize_mode (
        code text primary key,
        return_bp integer not null check (return_bp between 5000 and 10000),
        rebate_bp integer not null check (rebate_bp between 0 and 2000),
        version integer not null default 1
      )`,
      `create table if not exists lp_odds (
        prize_mode text not null references lp_prize_mode (code),
        bet_type text not null,
        family text not null,
        odds jsonb not null,
        primary key (prize_mode, bet_type, family)
      )`,
      `create table if not exists lp_game (
        code text primary key,
        family text not null,
        prize_mode text not null references lp_prize_mode (code),
        vendor_code text not null,
        names jsonb not null,
        schedule jsonb not null,
        utc_offset_minutes integer not null,
        close_seconds integer not null check (close_seconds >= 0),
        result_source text not null check (result_source in ('rng', 'operator')),
        min_stake bigint not null check (min_stake > 0),
        max_stake bigint not null check (max_stake >= min_stake),
        number_limit bigint not null check (number_limit > 0),
        draw_limit bigint not null check (draw_limit > 0),
        enabled boolean not null
      )`,
      `create table if not exists lp_draw (
        id bigserial primary key,
        game_code text not null references lp_game (code),
        issue text not null,
        opens_at timestamptz not null,
        closes_at timestamptz not null,
        draw_at timestamptz not null,
        seed text not null,
        seed_hash text not null,
        status text not null check (status in ('open', 'drawn', 'settled', 'void')),
        result jsonb,
        result_source text,
        result_version integer not null default 0,
        drawn_at timestamptz,
        settled_at timestamptz,
        void_reason text,
        unique (game_code, issue)
      )`,
      `create index if not exists lp_draw_due_idx on lp_draw (draw_at) where status in ('open', 'drawn')`,
      `create index if not exists lp_draw_game_idx on lp_draw (game_code, draw_at desc)`,
      `create table if not exists lp_session (
        id bigserial primary key,
        token_hash text not null unique,
        player_id text not null,
        nickname text not null,
        currency text not null,
        language text not null,
        launch_token text not null,
        node_id text not null,
        game_code text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`,
      `create table if not exists lp_order (
        id bigserial primary key,
        order_uid text not null unique,
        player_id text not null,
        request_id text not null,
        game_code text not null,
        chase_draws integer not null,
        stop_on_win boolean not null,
        total_stake bigint not null check (total_stake > 0),
        status text not null check (status in ('placing', 'placed', 'refused')),
        refusal text,
        created_at timestamptz not null,
        unique (player_id, request_id)
      )`,
      `create table if not exists lp_ticket (
        id bigserial primary key,
        ticket_uid text not null unique,
        order_id bigint not null references lp_order (id),
        player_id text not null,
        draw_id bigint not null references lp_draw (id),
        game_code text not null,
        selections jsonb not null,
        stake bigint not null check (stake > 0),
        rebate bigint not null check (rebate >= 0),
        status text not null check (status in ('pending', 'open', 'won', 'lost', 'cancelled', 'refunded', 'failed')),
        win bigint not null default 0 check (win >= 0),
        line_wins jsonb,
        settled_version integer not null default 0,
        created_at timestamptz not null,
        settled_at timestamptz
      )`,
      `create index if not exists lp_ticket_draw_idx on lp_ticket (draw_id, status)`,
      `create index if not exists lp_ticket_player_idx on lp_ticket (player_id, id desc)`,
      `create index if not exists lp_ticket_order_idx on lp_ticket (order_id)`,
      `create table if not exists lp_liability (
        draw_id bigint not null references lp_draw (id),
        key text not null,
        amount bigint not null,
        primary key (draw_id, key)
      )`,
      `create table if not exists lp_wallet_call (
        id bigserial primary key,
        tx_id text not null unique,
        kind text not null check (kind in ('bet', 'win', 'rollback', 'adjust')),
        ticket_id bigint not null references lp_ticket (id),
        path text not null,
        body text not null,
        status text not null check (status in ('pending', 'acked', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        last_error text,
        created_at timestamptz not null,
        acked_at timestamptz
      )`,
      `create index if not exists lp_wallet_call_due_idx on lp_wallet_call (next_attempt_at) where status = 'pending'`,
      `create index if not exists lp_wallet_call_ticket_idx on lp_wallet_call (ticket_id)`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'lp_wallet_call',
      'lp_liability',
      'lp_ticket',
      'lp_order',
      'lp_session',
      'lp_draw',
      'lp_game',
      'lp_odds',
      'lp_prize_mode',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** lp_reserve_liability(draw_ids, keys, amounts, number_limit, draw_limit) with the given plpgsql body. */
const reserveLiabilityFunction = (body: string) =>
  sql.raw(`create or replace function lp_reserve_liability(
    draw_ids bigint[], keys text[], amounts bigint[], number_limit bigint, draw_limit bigint
  ) returns void language plpgsql as $$ ${body} $$`);

/**
 * Liability reserved in one statement (see tickets/liability.ts): every (draw, key) total raised in the
 * order given, the whole statement refused (SQLSTATE LP001, the key in the detail) as soon as one passes
 * its limit, so a purchase locks its draw's hot rows only for the statement and its commit.
 */
const migration0002: Migration = {
  async up(db: Kysely<unknown>) {
    await reserveLiabilityFunction(`
        declare
          total bigint;
        begin
          for i in 1 .. coalesce(array_length(draw_ids, 1), 0) loop
            insert into lp_liability as l (draw_id, key, amount) values (draw_ids[i], keys[i], amounts[i])
            on conflict (draw_id, key) do update set amount = l.amount + excluded.amount
            returning l.amount into total;
            if total > (case when keys[i] = '*' then draw_limit else number_limit end) then
              raise exception 'lottery liability limit passed' using errcode = 'LP001', detail = keys[i];
            end if;
          end loop;
        end`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql
      .raw('drop function if exists lp_reserve_liability(bigint[], text[], bigint[], bigint, bigint)')
      .execute(db);
  },
};

/**
 * The liability reservation as one insert for all its (draw, key) totals instead of one per key: a
 * ticket of ten numbers ran eleven statements inside the order's, each while the draw's hot rows were
 * locked. Rows are still raised in the order given (draw then key, see tickets/liability.ts) and the
 * whole order is still refused (LP001, a key over its limit in the detail) when one passes.
 */
const reservationInOneInsert = `
        declare
          over text;
        begin
          with raised as (
            insert into lp_liability as l (draw_id, key, amount)
            select r.draw_id, r.key, r.amount
            from unnest(draw_ids, keys, amounts) with ordinality as r(draw_id, key, amount, n)
            order by r.n
            on conflict (draw_id, key) do update set amount = l.amount + excluded.amount
            returning l.key, l.amount
          )
          select raised.key into over from raised
          where raised.amount > (case when raised.key = '*' then draw_limit else number_limit end)
          limit 1;
          if over is not null then
            raise exception 'lottery liability limit passed' using errcode = 'LP001', detail = over;
          end if;
        end`;

const migration0003: Migration = {
  async up(db: Kysely<unknown>) {
    await reserveLiabilityFunction(reservationInOneInsert).execute(db);
  },
  down: (db) => migration0002.up(db),
};

/** The lottery provider's own tables (lp_ prefix), idempotent like the house provider's. */
export const lotteryProviderMigrations: Record<string, Migration> = {
  'lp-0001-lottery-provider': migration0001,
  'lp-0002-liability-in-one-statement': migration0002,
  'lp-0003-liability-in-one-insert': migration0003,
};
