import { sql } from 'kysely';
import type { SbDb } from '../context.js';
import { SbError } from '../errors.js';
import { oddsToWire } from '../odds/odds-format.js';
import type { ReservationLimits } from './limits.js';

const SB_REFUSAL = 'SB001';

export interface ExposureLeg {
  marketId: string;
  selectionId: string;
}

/**
 * The call that adds a bet to the exposure of each leg's market, selection and player and raises
 * (rolling back the statement it is part of) when a limit of the player, the market or the selection
 * would be passed: sb_reserve_exposure (migrations sb-0003, sharded by sb-0005). A multiple counts its
 * stake and potential return on every leg. Markets are taken in id order, the order `releaseExposure`
 * locks them in, so no two bets deadlock. Meant for the placement statement, so the rows it locks are
 * held only until that statement commits. Raises SB002 when the shard it picked was found short once
 * locked: run the statement again (`retryingBusy`).
 */
export function reserveExposureCall(bet: {
  playerId: string;
  stake: bigint;
  odds: bigint;
  legs: readonly ExposureLeg[];
  limits: readonly ReservationLimits[];
}) {
  const payout = (bet.stake * bet.odds) / 100n;
  const legs = bet.legs.map((leg, index) => ({ ...leg, limits: bet.limits[index] }));
  return sql<void>`sb_reserve_exposure(${JSON.stringify(legs)}::jsonb, ${bet.playerId}, ${bet.stake}, ${payout})`;
}

/**
 * SB002: sb_reserve_exposure found its shard used up under it (see above). 40P01: a deadlock, which an
 * in-play bet re-priced in its confirming transaction can meet with a settlement of its market (its
 * exposure rows updated twice re-check their market's key). Either way nothing was written.
 */
const RETRIED = new Set(['SB002', '40P01']);
/** Runs of a statement before its error stands. */
const BUSY_ATTEMPTS = 10;

/** Runs `statement` (a statement or a transaction) again while it meets a used-up shard or a deadlock. */
export async function retryingBusy<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!RETRIED.has((error as { code?: string }).code ?? '') || attempt >= BUSY_ATTEMPTS) throw error;
    }
  }
}

/**
 * The refusal sb_reserve_exposure or sb_check_legs (migration sb-0004) raised, or null for any other
 * error. An odds change carries the legs' current prices (the error's detail).
 */
export function exposureRefusal(error: unknown): SbError | null {
  const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
  if (code !== SB_REFUSAL) return null;
  const key = /sb_refusal:(\w+)/.exec(message ?? '')?.[1];
  if (key === 'market_limit' || key === 'market_stake_limit' || key === 'liability_limit')
    return new SbError(400, key);
  if (key === 'market_closed') return new SbError(409, key);
  if (key === 'odds_changed') {
    const prices = JSON.parse(detail ?? '[]') as (number | null)[];
    return new SbError(409, key, {
      odds: prices.map((odds) => (odds === null ? null : oddsToWire(odds))),
    });
  }
  return null;
}

/** The refusals sb_check_legs raises: the legs' prices or status are not those the bet was checked on. */
export const isLegRefusal = (refusal: SbError): boolean =>
  refusal.value.key === 'market_closed' || refusal.value.key === 'odds_changed';

/**
 * Gives back `stakePart` of a bet (its whole remaining stake when omitted) with its share of the
 * potential return: a bet refused or cancelled after it was counted, or a cash-out. Call it in the
 * transaction that changes the bet, before its remaining stake changes. Every shard of its markets is
 * locked (the exact path's order) and the part taken off shard 0; the markets' worst-result rooms are
 * emptied, since a stake given back can raise the worst result, so the next bet re-sizes them exactly.
 */
export async function releaseExposure(trx: SbDb, betId: string, stakePart?: bigint): Promise<void> {
  await sql`
    select 1 from sb_exposure
    where scope = 'market' and market_id in (select market_id from sb_bet_leg where bet_id = ${betId})
    order by market_id, shard for update`.execute(trx);
  // One update per row: a second one would re-check the row's foreign key (it is then this
  // transaction's own row), waiting on a market row a settlement may hold while it waits on this bet.
  await sql`
    update sb_exposure e
    set stake = e.stake - case when e.shard = 0 then v.part else 0 end,
        bets = e.bets - case when e.shard = 0 and v.part >= v.remaining_stake then 1 else 0 end,
        payout = e.payout - case when e.shard = 0 and e.scope like 's:%' then v.part * v.odds / 100 else 0 end,
        room_liability = case when e.scope = 'market' then 0 else e.room_liability end
    from (select l.market_id, l.selection_id, b.player_id, b.odds, b.remaining_stake,
                 coalesce(${stakePart ?? null}::bigint, b.remaining_stake) as part
          from sb_bet_leg l join sb_bet b on b.id = l.bet_id
          where l.bet_id = ${betId}) v
    where e.market_id = v.market_id
      and (e.scope = 'market' or (e.shard = 0 and e.scope in ('s:' || v.selection_id, 'p:' || v.player_id)))`.execute(
    trx,
  );
}
