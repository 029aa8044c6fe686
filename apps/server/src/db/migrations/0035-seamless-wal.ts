import { sql, type Kysely } from 'kysely';

/**
 * Less WAL per seamless call (docs/decisions.md, "Seamless calls write less WAL"):
 * - room on the pages of rows updated right after they are written or on every movement (a claim's
 *   stored answer, a member account's balance), so those updates stay on their page and, changing no
 *   indexed column, skip index maintenance (HOT updates). Pages written from now on keep the room.
 * - no foreign keys from rounds, transactions and nonces to their provider and game: each check
 *   locked that one row shared by every call (a lock record, and a multixact whenever calls overlap).
 *   The seamless statements insert only what they looked up, and a trigger keeps a provider or game
 *   that is still named from being deleted or renamed, as the foreign keys did.
 * - no index on seamless_nonce.seen_at: only the prune job reads it, every 10 minutes, over a table
 *   of a few minutes of nonces; a B-tree entry on every signed call cost more than that scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_transaction set (fillfactor = 80)`.execute(db);
  await sql`alter table ledger_account set (fillfactor = 85)`.execute(db);

  await sql`
    create function keep_named_rows() returns trigger language plpgsql as $$
    -- tg_argv: the key column, then pairs of (table, its column naming the key)
    declare
      named boolean;
      i integer;
    begin
      if tg_op = 'UPDATE' and to_jsonb(new) -> tg_argv[0] = to_jsonb(old) -> tg_argv[0] then
        return new;
      end if;
      for i in 1 .. tg_nargs - 1 by 2 loop
        execute format('select exists (select 1 from %I c where c.%I = ($1).%I)',
                       tg_argv[i], tg_argv[i + 1], tg_argv[0])
          into named using old;
        if named then
          raise exception '% % is still named by %', tg_table_name, to_jsonb(old) ->> tg_argv[0], tg_argv[i]
            using errcode = '23503';
        end if;
      end loop;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`.execute(db);
  await sql`alter table game_round drop constraint game_round_provider_code_fkey,
    drop constraint game_round_node_id_fkey`.execute(db);
  await sql`alter table game_transaction drop constraint game_transaction_provider_code_fkey`.execute(db);
  await sql`alter table seamless_nonce drop constraint seamless_nonce_provider_code_fkey`.execute(db);
  await sql`create trigger game_provider_kept before delete or update of code on game_provider
    for each row execute function keep_named_rows('code', 'game_round', 'provider_code',
      'game_transaction', 'provider_code', 'seamless_nonce', 'provider_code')`.execute(db);
  await sql`create trigger game_kept before delete or update of node_id on game
    for each row execute function keep_named_rows('node_id', 'game_round', 'node_id')`.execute(db);

  await sql`drop index seamless_nonce_seen_idx`.execute(db);
}
