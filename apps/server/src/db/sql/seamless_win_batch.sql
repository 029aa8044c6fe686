-- Many wins of one provider in one call (seamless winBatch). Each item is a win exactly as seamless_win
-- makes it (the same txId claim and request hash, the same round checks, one balanced 'game_win'
-- journal per paid item, the round settled with its 'wager.settled' event, the same stored answer, so a
-- single win retried later with that txId gets that answer), but each step runs once for the whole
-- batch, set-based over the items' arrays: claim the txIds, lock the rounds, lock the accounts, insert
-- the journals, insert their postings, update the rounds and write the events, store the answers. Locks
-- are taken in seamless_win's order (transaction rows, then rounds by id, then member accounts by id).
--
-- An item a single win would refuse (unknown player, unknown round or another player's, a closed
-- round) is answered 'refused' with its code and leaves nothing behind (its claim is deleted); the other
-- items are applied. A malformed batch (empty, too long, a txId or a round twice) is refused whole by
-- the caller before it gets here. A win only credits, so no item can overdraw.
--
-- Answers one row per item in item order (item = 1-based position): outcome 'applied' (balance after
-- the item, journal id; for a 0 win no journal and the balance after the batch), 'existing' (the txId was claimed before: as seamless_win)
-- or 'refused' (code, message, the player's balance when known). Plans: see seamless_bet.sql.
drop function if exists seamless_win_batch(text, text, text[], text[], bigint[], text[], bigint[], boolean[], text[], text, timestamptz);

create function seamless_win_batch(
  provider_code text,
  nonce text,
  tx_refs text[],
  request_hashes text[],
  member_ids bigint[],
  round_refs text[],
  amounts bigint[],
  end_rounds boolean[],
  event_keys text[],
  -- the house account of every credit (a shard of house:games)
  house_kind text,
  at timestamptz
) returns table (
  item integer, outcome text, code text, message text, balance bigint, journal_id bigint,
  existing_kind text, existing_status text, existing_hash text, existing_response jsonb
) language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
#variable_conflict use_column
declare
  n integer := coalesce(array_length(seamless_win_batch.tx_refs, 1), 0);
  -- per item (by position): the claimed row, its round, its refusal, its journal and balance after
  claim_of bigint[] := array_fill(null::bigint, array[n]);
  round_of bigint[] := array_fill(null::bigint, array[n]);
  refusal_of text[] := array_fill(null::text, array[n]);
  journal_of bigint[] := array_fill(null::bigint, array[n]);
  balance_of bigint[] := array_fill(null::bigint, array[n]);
  claimed_items integer[];
  claimed_ids bigint[];
  checked_items integer[];
  checked_rounds bigint[];
  checked_refusals text[];
  paid_items integer[];
  paid_journals bigint[];
  paid_keys text[];
  paid_balances bigint[];
  i integer;
begin
  perform seamless_nonce_claim(seamless_win_batch.provider_code, seamless_win_batch.nonce);
  if n = 0 then
    return;
  end if;

  -- Claim the txIds of known players, in item order (a concurrent claim of one waits for its commit).
  with v as (
    select v.tx_ref, v.request_hash, v.member_id, v.amount, v.item::integer as item
      from unnest(seamless_win_batch.tx_refs, seamless_win_batch.request_hashes,
                  seamless_win_batch.member_ids, seamless_win_batch.amounts)
        with ordinality v(tx_ref, request_hash, member_id, amount, item)
  ), claimed as (
    insert into game_transaction (provider_code, tx_ref, kind, status, member_id, amount, request_hash, response)
      select seamless_win_batch.provider_code, v.tx_ref, 'win', 'applied', m.id, v.amount,
             v.request_hash, '{}'
        from v join member m on m.id = v.member_id
        order by v.item
      on conflict (provider_code, tx_ref) do nothing
      returning game_transaction.id, game_transaction.tx_ref
  )
  select array_agg(v.item), array_agg(c.id) into claimed_items, claimed_ids
    from claimed c join v on v.tx_ref = c.tx_ref;
  if claimed_items is null then
    claimed_items := '{}';
  end if;
  for i in 1 .. coalesce(array_length(claimed_items, 1), 0) loop
    claim_of[claimed_items[i]] := claimed_ids[i];
  end loop;

  -- Lock the claimed items' rounds in id order, then check each is the player's and open.
  perform 1 from unnest(claimed_items) c(item)
    join game_round r on r.provider_code = seamless_win_batch.provider_code
                     and r.round_ref = seamless_win_batch.round_refs[c.item]
    order by r.id for update of r;
  select array_agg(c.item), array_agg(r.id),
         array_agg(case when r.id is null or r.member_id <> seamless_win_batch.member_ids[c.item]
                          then 'INVALID_REQUEST'
                        when r.status <> 'open' then 'ROUND_CLOSED' end)
    into checked_items, checked_rounds, checked_refusals
    from unnest(claimed_items) c(item)
    left join game_round r on r.provider_code = seamless_win_batch.provider_code
                          and r.round_ref = seamless_win_batch.round_refs[c.item];
  for i in 1 .. coalesce(array_length(checked_items, 1), 0) loop
    if checked_refusals[i] is null then
      round_of[checked_items[i]] := checked_rounds[i];
    else
      refusal_of[checked_items[i]] := checked_refusals[i];
    end if;
  end loop;
  -- A refused item leaves nothing behind: a later call with its txId is a first call again.
  delete from game_transaction t
    where t.id = any (select claim_of[x.item]
                        from generate_subscripts(refusal_of, 1) x(item)
                        where refusal_of[x.item] is not null);

  -- Credit the paid items: member accounts locked in id order, one journal per item (inserted in item
  -- order, so their ids follow it), two postings each, inserted by account then journal so an
  -- account's newest posting holds its balance.
  perform 1 from ledger_account a
    where a.kind = 'main'
      and a.member_id = any (select seamless_win_batch.member_ids[x.item]
                               from generate_subscripts(round_of, 1) x(item)
                               where round_of[x.item] is not null and seamless_win_batch.amounts[x.item] > 0)
    order by a.id for update of a;
  with j as (
    insert into ledger_journal (type, event_key, reference, memo)
      select 'game_win', seamless_win_batch.event_keys[x.item], seamless_win_batch.round_refs[x.item],
             jsonb_build_object('provider', seamless_win_batch.provider_code,
                                'round', seamless_win_batch.round_refs[x.item],
                                'game', r.node_id::text)
        from generate_subscripts(round_of, 1) x(item)
        join game_round r on r.id = round_of[x.item]
        where seamless_win_batch.amounts[x.item] > 0
        order by x.item
      returning ledger_journal.id, ledger_journal.event_key
  )
  select array_agg(j.id order by j.id), array_agg(j.event_key order by j.id)
    into paid_journals, paid_keys from j;
  select array_agg(x.item order by x.item) into paid_items
    from generate_subscripts(round_of, 1) x(item)
    where round_of[x.item] is not null and seamless_win_batch.amounts[x.item] > 0;
  if paid_items is not null then
    for i in 1 .. array_length(paid_items, 1) loop
      if paid_keys[i] <> seamless_win_batch.event_keys[paid_items[i]] then
        raise exception 'seamless_win_batch: journal % is not item %', paid_journals[i], paid_items[i];
      end if;
      journal_of[paid_items[i]] := paid_journals[i];
    end loop;
    with postings as (
      select p.journal, a.id as account_id, seamless_win_batch.amounts[p.item] as amount
        from unnest(paid_items, paid_journals) p(item, journal)
        join ledger_account a on a.member_id = seamless_win_batch.member_ids[p.item] and a.kind = 'main'
      union all
      select p.journal, h.id, -seamless_win_batch.amounts[p.item]
        from unnest(paid_items, paid_journals) p(item, journal)
        join ledger_account h on h.member_id is null and h.kind = seamless_win_batch.house_kind
    ), inserted as (
      insert into ledger_posting (journal_id, account_id, amount)
        select postings.journal, postings.account_id, postings.amount from postings
          order by postings.account_id, postings.journal
        returning ledger_posting.journal_id, ledger_posting.balance_after
    )
    select array_agg(inserted.balance_after order by inserted.journal_id) into paid_balances
      from inserted where inserted.balance_after is not null;
    for i in 1 .. array_length(paid_items, 1) loop
      balance_of[paid_items[i]] := paid_balances[i];
    end loop;
  end if;

  -- The rounds: win added, a final win settles the round (its stake becomes valid bet) and writes
  -- its 'wager.settled' event.
  with settled as (
    update game_round r
      set win = r.win + seamless_win_batch.amounts[x.item],
          status = case when seamless_win_batch.end_rounds[x.item] then 'settled' else r.status end,
          valid_bet = case when seamless_win_batch.end_rounds[x.item] then r.stake else r.valid_bet end,
          settled_at = case when seamless_win_batch.end_rounds[x.item] then seamless_win_batch.at
                            else r.settled_at end
      from generate_subscripts(round_of, 1) x(item)
      where round_of[x.item] is not null and r.id = round_of[x.item]
      returning r.id, r.member_id, r.node_id, r.vendor_code, r.game_type, r.round_ref, r.stake, r.win,
                x.item
  )
  insert into member_event (member_id, kind, ref, payload, occurred_at)
    select s.member_id, 'wager.settled', s.id::text,
           jsonb_build_object('providerCode', seamless_win_batch.provider_code,
                              'vendorCode', s.vendor_code,
                              'nodeId', s.node_id::text,
                              'gameType', s.game_type,
                              'roundRef', s.round_ref,
                              'stakeMinor', s.stake::text,
                              'validBetMinor', s.stake::text,
                              'winMinor', s.win::text),
           seamless_win_batch.at
      from settled s
      where seamless_win_batch.end_rounds[s.item]
    on conflict (kind, ref) do nothing;

  -- The first answers, stored on the claimed rows.
  update game_transaction t
    set round_id = round_of[x.item], journal_id = journal_of[x.item],
        response = jsonb_build_object('txId', t.tx_ref, 'platformTxId', journal_of[x.item]::text)
    from generate_subscripts(round_of, 1) x(item)
    where round_of[x.item] is not null and t.id = claim_of[x.item];

  -- Driven by unnest, so the stored row of an item is an index lookup on its txId (a subscript of
  -- the argument array there made the generic plan scan every transaction of the provider per item).
  return query
    select x.item::integer,
           case when round_of[x.item] is not null then 'applied'
                when refusal_of[x.item] is not null or m.id is null then 'refused'
                else 'existing' end,
           case when refusal_of[x.item] is not null then refusal_of[x.item]
                when m.id is null then 'PLAYER_NOT_FOUND' end,
           case when refusal_of[x.item] = 'INVALID_REQUEST' then 'Unknown round for this player' end,
           coalesce(balance_of[x.item],
                    (select a.balance from ledger_account a where a.member_id = m.id and a.kind = 'main')),
           journal_of[x.item],
           s.kind, s.status, s.request_hash, s.response
      from unnest(seamless_win_batch.tx_refs, seamless_win_batch.member_ids)
             with ordinality x(tx_ref, member_id, item)
      left join member m on m.id = x.member_id
      left join lateral (
        select t.kind, t.status, t.request_hash, t.response from game_transaction t
          where t.provider_code = seamless_win_batch.provider_code and t.tx_ref = x.tx_ref
      ) s on claim_of[x.item] is null and m.id is not null
      order by x.item;
end $$;
