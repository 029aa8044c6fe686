import { sql, type Kysely } from 'kysely';

/**
 * The members a wager gate may refuse (a responsible-gaming limit or exclusion, a bonus with a maximum
 * bet): a seamless bet of an unmarked member skips the gates and moves money in one statement; a
 * marked member's bet runs them (docs/decisions.md, "Wager gates only for marked members"). Triggers
 * keep the marks, so no code path that writes a rule can forget one. A mark is never removed: a stale
 * one only sends that member's bets through the gates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wager_gate_mark (
      member_id bigint primary key references member (id) on delete cascade,
      marked_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create function wager_gate_mark_member() returns trigger language plpgsql as $$
    begin
      insert into wager_gate_mark (member_id) values (new.member_id) on conflict (member_id) do nothing;
      return null;
    end $$`.execute(db);
  for (const table of ['rg_limit', 'rg_exclusion']) {
    await sql`
      create trigger ${sql.raw(`${table}_wager_gate_mark`)} after insert or update on ${sql.table(table)}
      for each row execute function wager_gate_mark_member()`.execute(db);
  }
  await sql`
    create trigger reward_grant_wager_gate_mark after insert or update on reward_grant
    for each row when (new.max_bet is not null and new.status = 'active')
    execute function wager_gate_mark_member()`.execute(db);
  await sql`
    insert into wager_gate_mark (member_id)
    select member_id from rg_limit union select member_id from rg_exclusion
    union select member_id from reward_grant where max_bet is not null and status = 'active'
    on conflict (member_id) do nothing`.execute(db);
}
