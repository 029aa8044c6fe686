-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- Every member gets its accounts when created, so movements only look them up.
create or replace function ledger_open_member_accounts() returns trigger language plpgsql as $$
begin
  insert into ledger_account (member_id, kind, balance) values (new.id, 'main', 0), (new.id, 'hold', 0);
  return null;
end $$;
