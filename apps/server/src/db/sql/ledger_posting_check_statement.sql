-- A trigger function. Its trigger is schema (created by a migration) and stays when the function is replaced.
-- The postings written by one statement balance per journal, with two lines or more, checked as the
-- statement ends. Journals start empty, so every journal stays balanced.
create or replace function ledger_posting_check_statement() returns trigger language plpgsql as $$
declare
  unbalanced bigint;
begin
  select journal_id into unbalanced from inserted
    group by journal_id having count(*) < 2 or sum(amount) <> 0 limit 1;
  if found then
    raise exception 'ledger journal % is unbalanced', unbalanced using errcode = '23514';
  end if;
  return null;
end $$;
