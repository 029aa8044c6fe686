-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- A posting moves its member account's cached balance in the same statement, so a balance changes
-- only together with the posting that explains it (and CHECK (balance >= 0) refuses an overdraft).
create or replace function ledger_apply_posting() returns trigger language plpgsql as $$
begin
  update ledger_account set balance = balance + new.amount
    where id = new.account_id and balance is not null
    returning balance into new.balance_after;
  return new;
end $$;
