-- A game provider's win (seamless wallet), in one call (one round trip): records the call's nonce,
-- claims the provider's txId with its answer, updates the player's open round (adds the win,
-- settles it when asked: its stake becomes valid bet, announced as a 'wager.settled' member event)
-- and credits the win through ledger_post_pair. No launch token: a win is accepted after it expired
-- (the round was paid for in time).
--
-- Written for little WAL per call (docs/decisions.md, "Seamless calls write less WAL"): the claim is
-- inserted once, with its round (found before, a round's id never changes) and its answer (the
-- credit's journal id is taken before, the journal's foreign key checked at commit); the round is
-- locked by its update, not by a SELECT FOR UPDATE before it (a lock record less), and that
-- update's conditions are the checks, so they hold under its lock.
--
-- Answers one row like seamless_bet ('applied' or 'existing'). Refusals raise P0001
-- 'seamless:<CODE>[:<text>]'. Plans: see seamless_bet.sql.
drop function if exists seamless_win(text, text, text, bigint, text, bigint, boolean, text, text, timestamptz);
drop function if exists seamless_win(text, text, text, bigint, text, bigint, boolean, text, text, timestamptz, text);

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
  at timestamptz,
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
  player_id bigint;
  claimed bigint;
  known_round bigint;
  round record;
begin
  perform seamless_nonce_claim(seamless_win.provider_code, seamless_win.nonce);
  select m.id into player_id from member m where m.id = seamless_win.member_id;
  if not found then
    raise exception 'seamless:PLAYER_NOT_FOUND' using errcode = 'P0001';
  end if;
  select r.id into known_round from game_round r
    where r.provider_code = seamless_win.provider_code and r.round_ref = seamless_win.round_ref;
  if seamless_win.amount > 0 then
    journal_id := nextval('ledger_journal_id_seq');
  end if;
  insert into game_transaction (provider_code, tx_ref, kind, status, member_id, amount, request_hash,
                                response, round_id, journal_id)
    values (seamless_win.provider_code, seamless_win.tx_ref, 'win', 'applied', player_id,
            seamless_win.amount, seamless_win.request_hash,
            jsonb_build_object('txId', seamless_win.tx_ref,
                               'platformTxId', seamless_win.journal_id::text),
            known_round, seamless_win.journal_id)
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

  update game_round r
    set win = r.win + seamless_win.amount,
        status = case when seamless_win.end_round then 'settled' else r.status end,
        valid_bet = case when seamless_win.end_round then r.stake else r.valid_bet end,
        settled_at = case when seamless_win.end_round then seamless_win.at else r.settled_at end
    where r.id = known_round and r.member_id = player_id and r.status = 'open'
    returning r.id, r.node_id, r.vendor_code, r.game_type, r.stake, r.win into round;
  if not found then
    -- The round is unknown, another player's or not open (any more: checked again under its lock).
    if exists (select 1 from game_round r where r.id = known_round and r.member_id = player_id) then
      raise exception 'seamless:ROUND_CLOSED' using errcode = 'P0001';
    end if;
    raise exception 'seamless:INVALID_REQUEST:Unknown round for this player' using errcode = 'P0001';
  end if;

  if seamless_win.amount > 0 then
    select p.journal_id, p.balance_after into journal_id, balance
      from ledger_post_pair(type => 'game_win', event_key => seamless_win.event_key,
                            reference => seamless_win.round_ref,
                            memo => jsonb_build_object('provider', seamless_win.provider_code,
                                                       'round', seamless_win.round_ref,
                                                       'game', round.node_id::text),
                            member_id => player_id, member_kind => 'main',
                            member_amount => seamless_win.amount,
                            house_kind => seamless_win.house_kind,
                            preset_journal_id => seamless_win.journal_id) p;
  else
    select a.balance into balance from ledger_account a where a.member_id = player_id and a.kind = 'main';
  end if;
  if seamless_win.end_round then
    insert into member_event (member_id, kind, ref, payload, occurred_at)
      values (player_id, 'wager.settled', round.id::text,
              jsonb_build_object('providerCode', seamless_win.provider_code,
                                 'vendorCode', round.vendor_code,
                                 'nodeId', round.node_id::text,
                                 'gameType', round.game_type,
                                 'roundRef', seamless_win.round_ref,
                                 'stakeMinor', round.stake::text,
                                 'validBetMinor', round.stake::text,
                                 'winMinor', round.win::text),
              seamless_win.at)
      on conflict (kind, ref) do nothing;
  end if;
  outcome := 'applied';
  return next;
end $$;
