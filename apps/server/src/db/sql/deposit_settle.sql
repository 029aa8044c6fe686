-- Moves a deposit along one transition of its state machine, in one call (one round trip): locks the
-- deposit, checks the gateway, the amount and the callback's event id, then applies `event` if the
-- deposit's state allows it. The transitions are the table of money/cashier/deposit-states.ts
-- (documented in docs/decisions.md, "Deposit states"); deposit-states.int.test.ts walks that table
-- against this function, so the two cannot drift apart.
--
-- Answers one row. outcome, the first that applies, nothing written unless 'settled':
--   not_found        no such deposit, or not of `adapter` when given
--   conflict         the event id (claim_key) was claimed before for another request body
--   amount_mismatch  expected_amount differs from the deposit
--   replayed         the event id was claimed before with the same body
--   unchanged        `event` is not allowed from the deposit's state (status tells the state)
--   settled          done: status is the new state; balance_after and settled_at when credited
--
-- Plans are made once per connection and kept, and are always key lookups (see docs/decisions.md,
-- "Money movements in one statement"): the SET clauses below are part of the function and must stay.

-- Migration 0009 created it with 13 positional p_* parameters; dropping the current signature too lets
-- a change of this file change the parameter names or the result columns.
drop function if exists deposit_settle(bigint, text, text, text, text, text, text, text, bigint, text, text, text, text);
drop function if exists deposit_settle(bigint, text, text, text, text, text, text, text, bigint, text, text, text);

create function deposit_settle(
  deposit_id bigint,
  -- approve, reject (operator); gateway_paid, gateway_failed (the gateway); expire (the expiry job)
  event text,
  reviewed_by text,
  -- why it failed or was rejected
  reason text default null,
  -- the credit's journal: its event key, reference and house account (a shard of house:deposits)
  event_key text default null,
  reference text default null,
  house_kind text default null,
  -- gateway callbacks: only a deposit of this adapter and this amount
  adapter text default null,
  expected_amount bigint default null,
  -- the callback's event id, claimed in the same statement; its request hash is compared on a replay
  claim_scope text default null,
  claim_key text default null,
  claim_hash text default null
) returns table (
  outcome text, status text, member_id bigint, amount bigint, balance_after bigint,
  settled_at timestamptz
) language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
#variable_conflict use_column
declare
  d record;
  manual boolean;
  target text;
  claimed_hash text;
  journal bigint;
begin
  if deposit_settle.event not in ('approve', 'reject', 'gateway_paid', 'gateway_failed', 'expire') then
    raise exception 'unknown deposit event %', deposit_settle.event using errcode = '22023';
  end if;
  select dep.id, dep.member_id, dep.amount, dep.status, dep.channel_id, c.adapter
    into d
    from deposit dep join payment_channel c on c.id = dep.channel_id
    where dep.id = deposit_settle.deposit_id
    for update of dep;
  if not found or (deposit_settle.adapter is not null and d.adapter <> deposit_settle.adapter) then
    outcome := 'not_found';
    return next;
    return;
  end if;
  status := d.status;
  member_id := d.member_id;
  amount := d.amount;

  if deposit_settle.expected_amount is not null and d.amount <> deposit_settle.expected_amount then
    outcome := 'amount_mismatch';
    if deposit_settle.claim_key is not null then
      select k.request_hash into claimed_hash from idempotency_key k
        where k.scope = deposit_settle.claim_scope and k.key = deposit_settle.claim_key;
      if found and claimed_hash <> deposit_settle.claim_hash then
        outcome := 'conflict';
      end if;
    end if;
    return next;
    return;
  end if;
  if deposit_settle.claim_key is not null then
    insert into idempotency_key (scope, key, request_hash)
      values (deposit_settle.claim_scope, deposit_settle.claim_key, deposit_settle.claim_hash)
      on conflict do nothing;
    if not found then
      select k.request_hash into claimed_hash from idempotency_key k
        where k.scope = deposit_settle.claim_scope and k.key = deposit_settle.claim_key;
      outcome := case when claimed_hash = deposit_settle.claim_hash then 'replayed' else 'conflict' end;
      return next;
      return;
    end if;
  end if;

  -- Manual deposits are confirmed by the operator; all others by their gateway.
  manual := d.adapter = 'manual';
  target := case
    when d.status = 'pending' then case
      when deposit_settle.event = 'approve' and manual then 'credited'
      when deposit_settle.event = 'reject' and manual then 'rejected'
      when deposit_settle.event = 'gateway_paid' and not manual then 'credited'
      when deposit_settle.event in ('gateway_failed', 'expire') and not manual then 'failed'
    end
    when d.status = 'failed' and deposit_settle.event = 'gateway_paid' and not manual then 'credited'
    when d.status = 'review' then case deposit_settle.event
      when 'approve' then 'credited'
      when 'reject' then 'rejected'
    end
  end;
  if target is null then
    outcome := 'unchanged';
    return next;
    return;
  end if;
  -- A success after a failure (the payment completed late, or the payer paid after cancelling) is
  -- held for staff when the operator's deposit policy says so. Read only here: the usual path keeps
  -- to simple expressions.
  if d.status = 'failed' and (select s.value ->> 'lateGatewaySuccess' from site_setting s
                              where s.key = 'deposit_policy') = 'review' then
    target := 'review';
  end if;

  outcome := 'settled';
  status := target;
  if target = 'credited' then
    select p.journal_id, p.balance_after, p.created_at into journal, balance_after, settled_at
      from ledger_post(type => 'deposit', event_key => deposit_settle.event_key,
                       reference => deposit_settle.reference,
                       memo => jsonb_build_object('channel', d.channel_id),
                       member_ids => array[d.member_id], member_kinds => array['main'],
                       member_amounts => array[d.amount],
                       house_kinds => array[deposit_settle.house_kind], house_amounts => array[-d.amount]) p
      where p.member_id is not null;
    update deposit set status = 'credited', journal_id = journal, failure_reason = null,
                       reviewed_by = deposit_settle.reviewed_by, reviewed_at = settled_at, updated_at = now()
      where id = d.id;
    -- Announced to the member-event stream (rewards, missions, limits) in the same transaction.
    insert into member_event (member_id, kind, ref, payload, occurred_at)
      values (d.member_id, 'deposit.credited', d.id::text,
              jsonb_build_object('depositId', d.id::text, 'amountMinor', d.amount::text,
                                 'channelCode', d.channel_id,
                                 'first', not exists (select 1 from deposit x
                                                      where x.member_id = d.member_id
                                                        and x.status = 'credited' and x.id <> d.id)),
              settled_at)
      on conflict (kind, ref) do nothing;
  else
    settled_at := now();
    update deposit set status = target, failure_reason = deposit_settle.reason,
                       reviewed_by = deposit_settle.reviewed_by, reviewed_at = settled_at,
                       updated_at = settled_at
      where id = d.id;
  end if;
  return next;
end $$;
