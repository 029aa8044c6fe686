import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const migration0001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hp_session')
      .ifNotExists()
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('real', 'demo')`))
      .addColumn('player_id', 'text')
      .addColumn('nickname', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('launch_token', 'text')
      .addColumn('node_id', 'text', (col) => col.notNull())
      .addColumn('game_name', 'text', (col) => col.notNull())
      .addColumn('game_code', 'text', (col) => col.notNull())
      .addColumn('vendor_code', 'text', (col) => col.notNull())
      .addColumn('engine', 'text', (col) => col.notNull())
      .addColumn('config_id', 'text', (col) => col.notNull())
      .addColumn('demo_balance', 'bigint', (col) => col.check(sql`demo_balance >= 0`))
      .addColumn('server_seed', 'text', (col) => col.notNull())
      .addColumn('server_seed_hash', 'text', (col) => col.notNull())
      .addColumn('client_seed', 'text', (col) => col.notNull())
      .addColumn('nonce', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rate_second', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('rate_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('hp_round')
      .ifNotExists()
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('round_uid', 'text', (col) => col.notNull().unique())
      .addColumn('session_id', 'bigint', (col) => col.notNull().references('hp_session.id'))
      .addColumn('request_id', 'text', (col) => col.notNull())
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('player_id', 'text')
      .addColumn('node_id', 'text', (col) => col.notNull())
      .addColumn('engine', 'text', (col) => col.notNull())
      .addColumn('stake', 'bigint', (col) => col.notNull())
      .addColumn('win', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('pending', 'played', 'cancelled')`),
      )
      .addColumn('record', 'jsonb', (col) => col.notNull())
      .addColumn('balance_after', 'bigint')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addUniqueConstraint('hp_round_session_request_unique', ['session_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('hp_round_player_game_idx')
      .ifNotExists()
      .on('hp_round')
      .columns(['player_id', 'node_id', 'id desc'])
      .where(sql.ref('status'), '=', 'played')
      .execute();
    await db.schema
      .createIndex('hp_round_session_idx')
      .ifNotExists()
      .on('hp_round')
      .columns(['session_id', 'id desc'])
      .execute();

    await db.schema
      .createTable('hp_wallet_call')
      .ifNotExists()
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('tx_id', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('bet', 'win', 'rollback')`))
      .addColumn('round_id', 'bigint', (col) => col.notNull().references('hp_round.id'))
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('pending', 'acked', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('acked_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('hp_wallet_call_due_idx')
      .ifNotExists()
      .on('hp_wallet_call')
      .columns(['next_attempt_at'])
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('hp_wallet_call_round_idx')
      .ifNotExists()
      .on('hp_wallet_call')
      .column('round_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('hp_wallet_call').execute();
    await db.schema.dropTable('hp_round').execute();
    await db.schema.dropTable('hp_session').execute();
  },
};

/**
 * Two-step rounds (video poker): a round is `open` between the deal (bet taken) and the draw (win
 * paid). At most one open round per session; an index finds a player's open hand in a game, another
 * a table's last rounds (road maps).
 */
const migration0002: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table hp_round drop constraint if exists hp_round_status_check`.execute(db);
    await sql`alter table hp_round add constraint hp_round_status_check
      check (status in ('pending', 'open', 'played', 'cancelled'))`.execute(db);
    await sql`create unique index if not exists hp_round_open_session_idx on hp_round (session_id)
      where status = 'open'`.execute(db);
    await sql`create index if not exists hp_round_open_player_idx on hp_round (player_id, node_id)
      where status = 'open'`.execute(db);
    // A table's history (road maps): its played rounds, newest first.
    await sql`create index if not exists hp_round_table_idx on hp_round (node_id, id desc)
      where status = 'played'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists hp_round_table_idx`.execute(db);
    await sql`drop index if exists hp_round_open_player_idx`.execute(db);
    await sql`drop index if exists hp_round_open_session_idx`.execute(db);
    await sql`alter table hp_round drop constraint if exists hp_round_status_check`.execute(db);
    await sql`alter table hp_round add constraint hp_round_status_check
      check (status in ('pending', 'played', 'cancelled'))`.execute(db);
  },
};

/**
 * Live bets (the crash game's list of other players' bets): the rounds still waiting for the wallet at a
 * game, so a cursor never passes a round that becomes played after it.
 */
const migration0003: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists hp_round_pending_idx on hp_round (node_id, id)
      where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists hp_round_pending_idx`.execute(db);
  },
};

/**
 * The provider's own tables (all prefixed hp_). Idempotent (IF NOT EXISTS), so the host may run them with
 * its own migrations or through `migrate()` in their own migration table, or both.
 */
export const houseProviderMigrations: Record<string, Migration> = {
  'hp-0001-house-provider': migration0001,
  'hp-0002-open-rounds': migration0002,
  'hp-0003-live-bets': migration0003,
};
