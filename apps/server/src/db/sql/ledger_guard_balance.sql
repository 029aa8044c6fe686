-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- Anything else changing a cached balance is refused: only the posting trigger above (nested depth) may.
create or replace function ledger_guard_balance() returns trigger language plpgsql as $$
begin
  if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
    raise exception 'ledger balances change only through postings' using errcode = 'P0001';
  end if;
  return new;
end $$;
