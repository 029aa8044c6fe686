-- A game provider's win (seamless wallet), in one call (one round trip): claims the provider's txId,
-- locks the player's open round, credits the win through ledger_post, settles the round when asked
-- (its stake becomes valid bet, announced as a 'wager.settled' member event) and stores the first
-- answer. No launch token: a win is accepted after it expired (the round was paid for in time).
--
-- Answers one row like seamless_bet ('applied' or 'existing'). Refusals raise P0001
-- 'seamless:<CODE>[:<text>]'. Plans: see seamless_bet.sql.
drop function if exists seamless_win(text, text, text, bigint, text, bigint, boolean, text, text, timestamptz);

create function seamless_win(
  provider_code text,
  tx_ref text,
  request_hash text,
  member_id bigint,
  round_ref text,
  amount bigint,
  end_round boolean,
  event_key text,
  house_kind text,
  at timestamptz
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
  player_id bigint;
  claimed bigint;
  round record;
  total_win bigint;
begin
  select m.id into player_id from member m where m.id = seamless_win.member_id;
  if not found then
    raise exception 'seamless:PLAYER_NOT_FOUND' using errcode = 'P0001';
  end if;
  insert into game_transaction (provider_code, tx_ref, kind, status, member_id, amount, request_hash, response)
    values (seamless_win.provider_code, seamless_win.tx_ref, 'win', 'applied', player_id,
            seamless_win.amount, seamless_win.request_hash, '{}')
    on conflict (provider_code, tx_ref) do nothing
    returning id into claimed;
  if claimed is null then
    select s.kind, s.status, s.request_hash, s.response, s.balance
      into existing_kind, existing_status, existing_hash, existing_response, balance
      from seamless_stored_call(seamless_win.provider_code, seamless_win.tx_ref, player_id) s;
    outcome := 'existing';
    return next;
    return;
  end if;

  select r.id, r.member_id, r.node_id, r.vendor_code, r.game_type, r.status, r.stake, r.win into round
    from game_round r
    where r.provider_code = seamless_win.provider_code and r.round_ref = seamless_win.round_ref
    for update;
  if not found or round.member_id <> player_id then
    raise exception 'seamless:INVALID_REQUEST:Unknown round for this player' using errcode = 'P0001';
  end if;
  if round.status <> 'open' then
    raise exception 'seamless:ROUND_CLOSED' using errcode = 'P0001';
  end if;

  if seamless_win.amount > 0 then
    select p.journal_id, p.balance_after into journal_id, balance
      from ledger_post(type => 'game_win', event_key => seamless_win.event_key,
                       reference => seamless_win.round_ref,
                       memo => jsonb_build_object('provider', seamless_win.provider_code,
                                                  'round', seamless_win.round_ref,
                                                  'game', round.node_id::text),
                       member_ids => array[player_id], member_kinds => array['main'],
                       member_amounts => array[seamless_win.amount],
                       house_kinds => array[seamless_win.house_kind],
                       house_amounts => array[-seamless_win.amount]) p
      where p.member_id is not null;
  else
    select a.balance into balance from ledger_account a where a.member_id = player_id and a.kind = 'main';
  end if;
  total_win := round.win + seamless_win.amount;
  if seamless_win.end_round then
    update game_round
      set win = total_win, status = 'settled', valid_bet = round.stake, settled_at = seamless_win.at
      where id = round.id;
    insert into member_event (member_id, kind, ref, payload, occurred_at)
      values (player_id, 'wager.settled', round.id::text,
              jsonb_build_object('providerCode', seamless_win.provider_code,
                                 'vendorCode', round.vendor_code,
                                 'nodeId', round.node_id::text,
                                 'gameType', round.game_type,
                                 'roundRef', seamless_win.round_ref,
                                 'stakeMinor', round.stake::text,
                                 'validBetMinor', round.stake::text,
                                 'winMinor', total_win::text),
              seamless_win.at)
      on conflict (kind, ref) do nothing;
  else
    update game_round set win = total_win where id = round.id;
  end if;
  update game_transaction
    set round_id = round.id, journal_id = seamless_win.journal_id,
        response = jsonb_build_object('txId', seamless_win.tx_ref,
                                      'platformTxId', seamless_win.journal_id::text)
    where id = claimed;
  outcome := 'applied';
  return next;
end $$;
