import { sql, type Kysely } from 'kysely';

/**
 * - `sql_file`: which version (checksum) of each db/sql/<name>.sql file the database runs; the
 *   migrator applies a file again when it changes.
 * - Deposits get the state 'review': a gateway's success for a deposit it had failed waits for staff
 *   when the operator's deposit policy says so.
 * - A transfer reference (per channel, normalised) is credited once at most: the unique index refuses
 *   a second credit whatever the code does. Deposits credited before with the same reference keep
 *   their rows; all but the first leave the index (their key stays null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sql_file (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    alter table deposit drop constraint deposit_status_check,
      add constraint deposit_status_check
        check (status in ('pending', 'credited', 'rejected', 'failed', 'review'))`.execute(db);

  await sql`alter table deposit add column transaction_ref_key text`.execute(db);
  await sql`
    update deposit set transaction_ref_key = nullif(upper(regexp_replace(transaction_ref, '[^0-9A-Za-z]', '', 'g')), '')
    where transaction_ref is not null`.execute(db);
  await sql`
    update deposit d set transaction_ref_key = null
    where d.status = 'credited' and exists (
      select 1 from deposit o
      where o.channel_id = d.channel_id and o.transaction_ref_key = d.transaction_ref_key
        and o.status = 'credited' and o.id < d.id)`.execute(db);
  await sql`
    create unique index deposit_credited_ref_key on deposit (channel_id, transaction_ref_key)
    where status = 'credited' and transaction_ref_key is not null`.execute(db);
  // The submission check looks for live deposits of a reference.
  await sql`
    create index deposit_ref_key_idx on deposit (channel_id, transaction_ref_key)
    where transaction_ref_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deposit_ref_key_idx`.execute(db);
  await sql`drop index deposit_credited_ref_key`.execute(db);
  await sql`alter table deposit drop column transaction_ref_key`.execute(db);
  await sql`
    alter table deposit drop constraint deposit_status_check,
      add constraint deposit_status_check
        check (status in ('pending', 'credited', 'rejected', 'failed'))`.execute(db);
  await sql`drop table sql_file`.execute(db);
}
