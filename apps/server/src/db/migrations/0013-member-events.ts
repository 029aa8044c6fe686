import { sql, type Kysely } from 'kysely';

/**
 * What happened to a member that other modules react to (settled wagers, credited deposits,
 * registrations, logins): written in the transaction that made it happen, read by consumers
 * (rewards, points, missions, limits). A receipt per (consumer, event) makes each consumer handle
 * each event exactly once however many server copies drain the stream. Also: the seamless wallet's
 * adjust transactions (resettlement of a settled round).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_event (
      id bigserial primary key,
      member_id bigint not null references member(id),
      kind text not null,
      ref text not null,
      payload jsonb not null,
      occurred_at timestamptz not null default now(),
      unique (kind, ref)
    )`.execute(db);
  await sql`create index member_event_member_idx on member_event (member_id, kind, occurred_at)`.execute(db);
  await sql`
    create table member_event_receipt (
      consumer text not null,
      event_id bigint not null references member_event(id),
      handled_at timestamptz not null default now(),
      primary key (consumer, event_id)
    )`.execute(db);
  // Resettlement: a settled round corrected by its provider (seamless adjust), signed amount.
  await sql`alter table game_transaction drop constraint game_transaction_kind_check`.execute(db);
  await sql`alter table game_transaction drop constraint game_transaction_amount_check`.execute(db);
  await sql`
    alter table game_transaction
      add constraint game_transaction_kind_check check (kind in ('bet', 'win', 'rollback', 'adjust')),
      add constraint game_transaction_amount_check check (amount >= 0 or kind = 'adjust')`.execute(db);
  // The receipt rows of one consumer are compared with the events after its last fully handled id.
  await sql`
    create table member_event_cursor (
      consumer text primary key,
      handled_through bigint not null default 0
    )`.execute(db);
}
