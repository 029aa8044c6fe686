import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/** House accounts at the time of this migration; later features add their own in their migrations. */
const houseAccountPurposes = ['house:deposits', 'house:payouts', 'house:adjustments'];
const houseAccountShards = 8;

/**
 * The money core: a double-entry, append-only ledger in integer minor units, the cashier's orders
 * (deposits, withdrawals, payout accounts, payment channels), idempotency keys and scheduled job runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's accounts ('main': spendable, 'hold': held for pending withdrawals) cache their balance,
  // which can never go negative. House accounts (member_id null) keep no balance: it is derived from
  // their postings, so no movement ever waits on a house row lock.
  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.references('member.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.check(sql`balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('ledger_account_balance_kind_check', sql`(member_id is null) = (balance is null)`)
    .execute();
  await sql`create unique index ledger_account_member_kind_key on ledger_account (member_id, kind) where member_id is not null`.execute(
    db,
  );
  await sql`create unique index ledger_account_house_kind_key on ledger_account (kind) where member_id is null`.execute(
    db,
  );

  // Every member gets its accounts when created (existing members now), so movements only look them up.
  await sql`
    create function ledger_open_member_accounts() returns trigger language plpgsql as $$
    begin
      insert into ledger_account (member_id, kind, balance) values (new.id, 'main', 0), (new.id, 'hold', 0);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_ledger_accounts after insert on member
    for each row execute function ledger_open_member_accounts()`.execute(db);
  await sql`
    insert into ledger_account (member_id, kind, balance)
    select id, kind, 0 from member cross join (values ('main'), ('hold')) k(kind)`.execute(db);
  // House accounts, each spread over shards so concurrent postings never queue on one row.
  await sql`
    insert into ledger_account (kind)
    select purpose || '#' || shard from (values ${sql.join(
      houseAccountPurposes.map((purpose) => sql`(${purpose})`),
    )}) p(purpose) cross join generate_series(0, ${sql.lit(houseAccountShards - 1)}) shard`.execute(db);

  await db.schema
    .createTable('ledger_journal')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    // The business event this movement records ('deposit:12:credit', 'transfer:member:5:<requestId>'):
    // a movement can be applied once only, whatever retries or races happen.
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('memo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('ledger_posting')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('ledger_journal.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_account.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ledger_posting_journal_idx')
    .on('ledger_posting')
    .column('journal_id')
    .execute();
  await db.schema
    .createIndex('ledger_posting_account_time_idx')
    .on('ledger_posting')
    .columns(['account_id', 'created_at', 'id'])
    .execute();

  // A posting moves its member account's cached balance in the same statement, so a balance changes
  // only together with the posting that explains it (and CHECK (balance >= 0) refuses an overdraft).
  await sql`
    create function ledger_apply_posting() returns trigger language plpgsql as $$
    begin
      update ledger_account set balance = balance + new.amount
        where id = new.account_id and balance is not null
        returning balance into new.balance_after;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_posting_apply before insert on ledger_posting
    for each row execute function ledger_apply_posting()`.execute(db);

  // Anything else changing a cached balance is refused: only the posting trigger above (nested depth) may.
  await sql`
    create function ledger_guard_balance() returns trigger language plpgsql as $$
    begin
      if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
        raise exception 'ledger balances change only through postings' using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_account_guard before update on ledger_account
    for each row execute function ledger_guard_balance()`.execute(db);

  // Every journal has at least two postings summing to zero, checked at commit.
  await sql`
    create function ledger_check_journal(journal bigint) returns void language plpgsql as $$
    declare total numeric; lines integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, lines from ledger_posting where journal_id = journal;
      if lines < 2 or total <> 0 then
        raise exception 'ledger journal % is unbalanced (% postings, sum %)', journal, lines, total
          using errcode = '23514';
      end if;
    end $$`.execute(db);
  for (const [table, column] of [
    ['ledger_journal', 'id'],
    ['ledger_posting', 'journal_id'],
  ] as const) {
    await sql`
      create function ${sql.id(`${table}_check_balanced`)}() returns trigger language plpgsql as $$
      begin
        perform ledger_check_journal(new.${sql.raw(column)});
        return null;
      end $$`.execute(db);
    await sql`
      create constraint trigger ${sql.id(`${table}_balanced`)} after insert on ${sql.table(table)}
      deferrable initially deferred for each row execute function ${sql.id(`${table}_check_balanced`)}()`.execute(
      db,
    );
  }

  // Append-only: journals and postings are never changed or removed.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  for (const table of ['ledger_journal', 'ledger_posting']) {
    await sql`
      create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_append_only()`.execute(db);
  }

  // Externally triggered requests: (scope, key) applies once; a retry gets the stored response.
  await db.schema
    .createTable('idempotency_key')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_key_pkey', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('payment_channel')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adapter', 'text', (c) => c.notNull().check(sql`adapter in ('manual', 'sandbox')`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('bank', 'mobile_wallet', 'gateway')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addCheckConstraint('payment_channel_limits_check', sql`min_amount > 0 and max_amount >= min_amount`)
    .execute();

  await db.schema
    .createTable('deposit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('channel_id', 'text', (c) => c.notNull().references('payment_channel.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'credited', 'rejected', 'failed')`),
    )
    .addColumn('payer_name', 'text')
    .addColumn('payer_account', 'text')
    .addColumn('transaction_ref', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journal.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'deposit_credited_journal_check',
      sql`(status = 'credited') = (journal_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('deposit_member_idx').on('deposit').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('deposit_status_idx').on('deposit').columns(['status', 'id']).execute();

  await db.schema
    .createTable('payout_account')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('bank', 'mobile_wallet')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('branch', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await sql`create unique index payout_account_live_key on payout_account (member_id, method, account_number) where removed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('payout_account_id', 'bigint', (c) => c.notNull().references('payout_account.id'))
    // The account as it was when the player asked: what the operator pays to.
    .addColumn('account', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(
          sql`status in ('pending', 'paid', 'rejected', 'received', 'partially_received', 'not_received')`,
        ),
    )
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('received_amount', 'bigint')
    .addColumn('receipt_note', 'text')
    .addColumn('auto_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'withdrawal_received_amount_check',
      sql`received_amount is null or (received_amount >= 0 and received_amount <= amount)`,
    )
    .execute();
  await db.schema
    .createIndex('withdrawal_member_idx')
    .on('withdrawal')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema.createIndex('withdrawal_status_idx').on('withdrawal').columns(['status', 'id']).execute();
  await sql`create index withdrawal_paid_idx on withdrawal (paid_at) where status = 'paid'`.execute(db);

  await db.schema
    .createTable('withdrawal_proof')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawal.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('withdrawal_proof_withdrawal_idx')
    .on('withdrawal_proof')
    .column('withdrawal_id')
    .execute();

  // One row per (job, period): whichever server copy claims it (FOR UPDATE SKIP LOCKED) runs it.
  await db.schema
    .createTable('job_run')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('run_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('job_run_job_period_key', ['job', 'period'])
    .execute();
  await sql`create index job_run_pending_idx on job_run (id) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_run',
    'withdrawal_proof',
    'withdrawal',
    'payout_account',
    'deposit',
    'payment_channel',
    'idempotency_key',
    'ledger_posting',
    'ledger_journal',
    'ledger_account',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop trigger if exists member_ledger_accounts on member`.execute(db);
  for (const fn of [
    'ledger_open_member_accounts',
    'ledger_append_only',
    'ledger_journal_check_balanced',
    'ledger_posting_check_balanced',
    'ledger_check_journal(bigint)',
    'ledger_guard_balance',
    'ledger_apply_posting',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
}
