-- A journal of one member account against one house account, in one call: what ledger_post does for
-- that shape (a bet, a win), without its arrays, joins and result set, which cost a seamless call
-- about a sixth of its time in PostgreSQL (docs/decisions.md, "Seamless calls grouped into one
-- statement"). The member's account is locked before the postings; the posting triggers move the
-- cached balance (an overdraft is the ledger's own check violation) and check that the journal
-- balances, exactly as for ledger_post. Answers the journal's id and the member's balance after it.
--
-- Plans are made once per connection and kept, and are always key lookups (see docs/decisions.md,
-- "Money movements in one statement"): the SET clauses below are part of the function and must stay.
drop function if exists ledger_post_pair(text, text, text, jsonb, bigint, text, bigint, text, bigint);

create function ledger_post_pair(
  type text,
  event_key text,
  reference text,
  memo jsonb,
  member_id bigint,
  member_kind text,
  -- the member's side; the house account takes its opposite
  member_amount bigint,
  -- a shard of a house purpose, e.g. 'house:games#3'
  house_kind text,
  -- as ledger_post's: the journal's id taken beforehand (nextval), or null for a new one
  preset_journal_id bigint default null,
  out journal_id bigint,
  out balance_after bigint
) language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
#variable_conflict use_column
declare
  member_account bigint;
  house_account bigint;
begin
  select a.id into member_account from ledger_account a
    where a.member_id = ledger_post_pair.member_id and a.kind = ledger_post_pair.member_kind
    for update;
  select h.id into house_account from ledger_account h
    where h.member_id is null and h.kind = ledger_post_pair.house_kind;
  if member_account is null or house_account is null then
    raise exception 'ledger account missing (member % %, house %)', ledger_post_pair.member_id,
      ledger_post_pair.member_kind, ledger_post_pair.house_kind using errcode = 'P0002';
  end if;
  insert into ledger_journal (id, type, event_key, reference, memo) overriding system value
    values (coalesce(ledger_post_pair.preset_journal_id, nextval('ledger_journal_id_seq')),
            ledger_post_pair.type, ledger_post_pair.event_key, ledger_post_pair.reference,
            ledger_post_pair.memo)
    returning id into journal_id;
  with inserted as (
    insert into ledger_posting (journal_id, account_id, amount)
      values (ledger_post_pair.journal_id, member_account, ledger_post_pair.member_amount),
             (ledger_post_pair.journal_id, house_account, -ledger_post_pair.member_amount)
      returning ledger_posting.account_id, ledger_posting.balance_after
  )
  select i.balance_after into balance_after from inserted i where i.account_id = member_account;
end $$;
