-- One journal and its postings, in one call. Member accounts are locked in id order before any
-- posting takes its id, so concurrent movements never deadlock and the newest posting of an account
-- always holds its current balance. House accounts are named by the caller (a shard of a purpose) and
-- not locked. The posting triggers move the cached balances and check the journal balances.
--
-- Plans are made once per connection and kept, and are always key lookups (see
-- docs/decisions.md, "Money movements in one statement"): the SET clauses below are part of the
-- function and must stay.

-- Migration 0009 created it with positional p_* parameters (the same types): parameter names and
-- result columns cannot change in place, so it is dropped and created again.
drop function if exists ledger_post(text, text, text, jsonb, bigint[], text[], bigint[], text[], bigint[]);
drop function if exists ledger_post(text, text, text, jsonb, bigint[], text[], bigint[], text[], bigint[], bigint);

create function ledger_post(
  type text,
  event_key text,
  reference text,
  memo jsonb,
  member_ids bigint[],
  member_kinds text[],
  member_amounts bigint[],
  house_kinds text[],
  house_amounts bigint[]
) returns table (
  journal_id bigint, account_id bigint, member_id bigint, kind text,
  amount bigint, balance_after bigint, created_at timestamptz
) language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
#variable_conflict use_column
declare
  journal bigint;
begin
  perform 1 from ledger_account a
    join unnest(ledger_post.member_ids, ledger_post.member_kinds) v(member_id, kind)
      on a.member_id = v.member_id and a.kind = v.kind
    order by a.id for update of a;
  insert into ledger_journal (id, type, event_key, reference, memo) overriding system value
    values (nextval('ledger_journal_id_seq'), ledger_post.type, ledger_post.event_key,
            ledger_post.reference, ledger_post.memo)
    returning id into journal;
  return query
    with accounts as (
      select a.id, a.member_id, a.kind, v.amount
        from unnest(ledger_post.member_ids, ledger_post.member_kinds, ledger_post.member_amounts)
          v(member_id, kind, amount)
        join ledger_account a on a.member_id = v.member_id and a.kind = v.kind
      union all
      select a.id, a.member_id, a.kind, v.amount
        from unnest(ledger_post.house_kinds, ledger_post.house_amounts) v(kind, amount)
        join ledger_account a on a.member_id is null and a.kind = v.kind
    ), inserted as (
      insert into ledger_posting (journal_id, account_id, amount)
        select journal, accounts.id, accounts.amount from accounts order by accounts.id
        returning ledger_posting.journal_id, ledger_posting.account_id, ledger_posting.amount,
                  ledger_posting.balance_after, ledger_posting.created_at
    )
    select i.journal_id, i.account_id, accounts.member_id, accounts.kind, i.amount,
           i.balance_after, i.created_at
      from inserted i join accounts on accounts.id = i.account_id;
end $$;
