-- A game provider's bet (seamless wallet), in one call (one round trip): records the call's nonce,
-- claims the provider's txId with its answer (the debit's journal id is taken before the claim, so
-- the claim is written once, never updated), checks the launch token and the player, opens or locks
-- the round and debits the stake through ledger_post_pair. The lock order is the TypeScript path's:
-- the transaction row, then the round, then (inside ledger_post_pair) the member's account. A bet that
-- opens its round inserts the round just before the claim: nobody else sees that row before the
-- commit (another bet opening the same round waits on it), so no other call can hold the claim and
-- wait for it.
--
-- Answers one row: outcome 'applied' (balance after, journal id or null for a zero stake), 'existing'
-- (the txId was claimed before: its kind, status, request hash and stored answer, with today's balance;
-- the caller answers it again or refuses it) or 'gated' (see skip_marked). Refusals raise P0001 with
-- the message 'seamless:<CODE>' (or 'seamless:<CODE>:<text>'): the statement fails, so nothing it
-- wrote stays. An overdraft is the ledger's own check violation.
--
-- Plans are made once per connection and kept, and are always key lookups (see docs/decisions.md,
-- "Money movements in one statement"): the SET clauses below are part of the function and must stay.
drop function if exists seamless_bet(text, text, text, text, bigint, text, bigint, text, text, timestamptz);
drop function if exists seamless_bet(text, text, text, text, bigint, text, bigint, text, text, timestamptz, boolean);
drop function if exists seamless_bet(text, text, text, text, bigint, text, bigint, text, text, timestamptz, boolean, text);

create function seamless_bet(
  provider_code text,
  tx_ref text,
  request_hash text,
  token_hash text,
  member_id bigint,
  round_ref text,
  amount bigint,
  -- the debit's journal: its event key and house account (a shard of house:games)
  event_key text,
  house_kind text,
  at timestamptz,
  -- true when the caller has wager gates to run: a member marked in wager_gate_mark is answered
  -- 'gated' (nothing written) and the caller runs the gates and this call again inside one transaction
  skip_marked boolean,
  -- the signed call's nonce, recorded first (seamless_nonce_claim.sql); null records none
  nonce text
) returns table (
  outcome text, balance bigint, journal_id bigint,
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
  player record;
  launch record;
  claimed bigint;
  round record;
  opened bigint;
  known_round bigint;
begin
  perform seamless_nonce_claim(seamless_bet.provider_code, seamless_bet.nonce);
  select m.id, m.type, m.status into player from member m where m.id = seamless_bet.member_id;
  if not found then
    raise exception 'seamless:PLAYER_NOT_FOUND' using errcode = 'P0001';
  end if;
  if skip_marked and exists (select 1 from wager_gate_mark g where g.member_id = player.id) then
    outcome := 'gated';
    return next;
    return;
  end if;
  -- The launch, read before the claim: a bet that opens its round inserts the round first, so the
  -- claimed row is written with its round (its final update then changes no indexed column, and the
  -- round is neither locked nor updated a second time). The refusals keep their order below.
  select l.member_id, l.node_id, l.expires_at, g.vendor_code, g.game_type into launch
    from game_launch l join game g on g.node_id = l.node_id
    where l.token_hash = seamless_bet.token_hash and l.provider_code = seamless_bet.provider_code;
  if found and launch.member_id = player.id and launch.expires_at > seamless_bet.at
     and player.status = 'active' and player.type <> 4 then
    -- A concurrent bet opening the same round waits here for that one's commit, then finds it.
    insert into game_round (provider_code, round_ref, member_id, node_id, vendor_code, game_type, stake)
      values (seamless_bet.provider_code, seamless_bet.round_ref, player.id, launch.node_id,
              launch.vendor_code, launch.game_type, seamless_bet.amount)
      on conflict (provider_code, round_ref) do nothing
      returning id into opened;
  end if;
  if opened is null then
    -- Found without a lock, to write the claim with it; locked and checked below.
    select r.id into known_round from game_round r
      where r.provider_code = seamless_bet.provider_code and r.round_ref = seamless_bet.round_ref;
  end if;
  if seamless_bet.amount > 0 then
    journal_id := nextval('ledger_journal_id_seq');
  end if;
  -- The claim is written once, with its answer: the debit's journal (taken above, written below by
  -- ledger_post_pair; the foreign key is checked at commit) and the round.
  insert into game_transaction (provider_code, tx_ref, kind, status, member_id, amount, request_hash,
                                response, round_id, journal_id)
    values (seamless_bet.provider_code, seamless_bet.tx_ref, 'bet', 'applied', player.id,
            seamless_bet.amount, seamless_bet.request_hash,
            jsonb_build_object('txId', seamless_bet.tx_ref,
                               'platformTxId', seamless_bet.journal_id::text),
            coalesce(opened, known_round), seamless_bet.journal_id)
    on conflict (provider_code, tx_ref) do nothing
    returning id into claimed;
  if claimed is null then
    -- A retried txId: the round this call opened (only possible when the first call was refused
    -- before it opened one, e.g. a rollback's tombstone) is not kept.
    if opened is not null then
      delete from game_round r where r.id = opened;
    end if;
    select s.kind, s.status, s.request_hash, s.response, s.balance
      into existing_kind, existing_status, existing_hash, existing_response, balance
      from seamless_stored_call(seamless_bet.provider_code, seamless_bet.tx_ref, player.id) s;
    outcome := 'existing';
    return next;
    return;
  end if;

  if launch.member_id is null or launch.member_id <> player.id then
    raise exception 'seamless:INVALID_TOKEN' using errcode = 'P0001';
  end if;
  if launch.expires_at <= seamless_bet.at then
    raise exception 'seamless:TOKEN_EXPIRED' using errcode = 'P0001';
  end if;
  if player.status <> 'active' or player.type = 4 then
    raise exception 'seamless:PLAYER_DISABLED' using errcode = 'P0001';
  end if;

  if opened is null then
    select r.id, r.member_id, r.status, r.stake into round from game_round r
      where r.id = known_round
      for update;
    if round.member_id <> player.id then
      raise exception 'seamless:INVALID_REQUEST:The round belongs to another player' using errcode = 'P0001';
    end if;
    if round.status <> 'open' then
      raise exception 'seamless:ROUND_CLOSED' using errcode = 'P0001';
    end if;
  end if;

  if seamless_bet.amount > 0 then
    select p.journal_id, p.balance_after into journal_id, balance
      from ledger_post_pair(type => 'game_bet', event_key => seamless_bet.event_key,
                            reference => seamless_bet.round_ref,
                            memo => jsonb_build_object('provider', seamless_bet.provider_code,
                                                       'round', seamless_bet.round_ref,
                                                       'game', launch.node_id::text),
                            member_id => player.id, member_kind => 'main',
                            member_amount => -seamless_bet.amount,
                            house_kind => seamless_bet.house_kind,
                            preset_journal_id => seamless_bet.journal_id) p;
  else
    select a.balance into balance from ledger_account a
      where a.member_id = player.id and a.kind = 'main';
  end if;
  if opened is null then
    update game_round set stake = round.stake + seamless_bet.amount where id = round.id;
  end if;
  outcome := 'applied';
  return next;
end $$;
