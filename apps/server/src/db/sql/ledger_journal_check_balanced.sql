-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- At commit, a journal left without postings (or unbalanced) is refused.
create or replace function ledger_journal_check_balanced() returns trigger language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
declare
  lines integer;
  total numeric;
begin
  select count(*), coalesce(sum(amount), 0) into lines, total from ledger_posting where journal_id = new.id;
  if lines < 2 or total <> 0 then
    raise exception 'ledger journal % is unbalanced (% postings, sum %)', new.id, lines, total
      using errcode = '23514';
  end if;
  return null;
end $$;
