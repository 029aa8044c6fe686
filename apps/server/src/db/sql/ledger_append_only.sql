-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- Journals and postings are never changed or removed.
create or replace function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name using errcode = 'P0001';
end $$;
