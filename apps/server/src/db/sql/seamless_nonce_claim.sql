-- Records a signed call's nonce inside the statement that makes the call (seamless_bet, seamless_win,
-- seamless_win_batch), so a bet or a win is one round trip. Only an enabled provider's nonce is recorded:
-- a replayed nonce or a disabled provider raises 'seamless:NONCE_REPLAYED' (the scope's error handler
-- reads the provider to tell the two apart). A refused call rolls its nonce back with it; the seamless
-- scope records it then on its own (routes/seamless-nonce.ts). A null nonce records nothing (a second
-- try inside the caller's transaction, or a direct call from a test).
drop function if exists seamless_nonce_claim(text, text);

create function seamless_nonce_claim(provider_code text, nonce text) returns void
language plpgsql
  set plan_cache_mode = force_generic_plan
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_hashjoin = off
  set enable_mergejoin = off
as $$
#variable_conflict use_column
begin
  if seamless_nonce_claim.nonce is null then
    return;
  end if;
  insert into seamless_nonce (provider_code, nonce)
    select p.code, seamless_nonce_claim.nonce from game_provider p
      where p.code = seamless_nonce_claim.provider_code and p.enabled
    on conflict (provider_code, nonce) do nothing;
  if not found then
    raise exception 'seamless:NONCE_REPLAYED' using errcode = 'P0001';
  end if;
end $$;
