import { sql, type Kysely } from 'kysely';

/**
 * A seamless claim is written once, with its answer (docs/decisions.md, "A seamless claim is written
 * once"): seamless_bet and seamless_win take the journal's id from its sequence, insert the claim
 * naming it, then write the journal through ledger_post. The claim's foreign key to the journal is
 * therefore checked at commit, when the journal exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_transaction
    alter constraint game_transaction_journal_id_fkey deferrable initially deferred`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_transaction
    alter constraint game_transaction_journal_id_fkey not deferrable`.execute(db);
}
