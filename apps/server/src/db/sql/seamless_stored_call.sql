-- The stored row of a provider's transaction id that was claimed before, with the player's balance now:
-- what seamless_bet and seamless_win answer as 'existing' (the caller answers it again or refuses it).
drop function if exists seamless_stored_call(text, text, bigint);

create function seamless_stored_call(provider_code text, tx_ref text, member_id bigint)
returns table (kind text, status text, request_hash text, response jsonb, balance bigint)
language sql stable
as $$
  select t.kind, t.status, t.request_hash, t.response,
         (select a.balance from ledger_account a
           where a.member_id = seamless_stored_call.member_id and a.kind = 'main')
    from game_transaction t
    where t.provider_code = seamless_stored_call.provider_code and t.tx_ref = seamless_stored_call.tx_ref
$$;
