import { sql } from 'kysely';
import type { SbDb } from '../context.js';
import { SbError } from '../errors.js';
import type { BookSettings } from '../settings.js';

interface ExposureLeg {
  marketId: string;
  selectionId: string;
}

interface LegExposure {
  market_stake: string;
  selection_stake: string;
  selection_payout: string;
  player_stake: string;
  other_payout: string;
}

const byMarketId = (a: ExposureLeg, b: ExposureLeg) => Number(BigInt(a.marketId) - BigInt(b.marketId));

/** Adds one leg's share and answers the market's, the selection's and the player's totals after it. */
async function addLeg(
  trx: SbDb,
  leg: ExposureLeg,
  playerId: string,
  stake: bigint,
  payout: bigint,
): Promise<LegExposure> {
  const selection = `s:${leg.selectionId}`;
  // One statement, the last before commit: the market row it updates is the lock every placement on
  // the market queues on, held only until the commit that follows. The upserted rows are their latest
  // versions; the other selections' payouts are read as of the statement's start (a bet on another
  // selection committing meanwhile is seen by the next placement).
  const { rows } = await sql<LegExposure>`
    with market as (
      insert into sb_exposure (market_id, scope, stake, payout) values (${leg.marketId}, 'market', ${stake}, 0)
      on conflict (market_id, scope) do update set stake = sb_exposure.stake + excluded.stake
      returning stake
    ), sel as (
      insert into sb_exposure (market_id, scope, stake, payout) values (${leg.marketId}, ${selection}, ${stake}, ${payout})
      on conflict (market_id, scope) do update
        set stake = sb_exposure.stake + excluded.stake, payout = sb_exposure.payout + excluded.payout
      returning stake, payout
    ), player as (
      insert into sb_exposure (market_id, scope, stake, payout) values (${leg.marketId}, ${`p:${playerId}`}, ${stake}, 0)
      on conflict (market_id, scope) do update set stake = sb_exposure.stake + excluded.stake
      returning stake
    )
    select market.stake as market_stake, sel.stake as selection_stake, sel.payout as selection_payout,
           player.stake as player_stake,
           (select coalesce(max(e.payout), 0) from sb_exposure e
             where e.market_id = ${leg.marketId} and e.scope like 's:%' and e.scope <> ${selection}) as other_payout
    from market, sel, player`.execute(trx);
  return rows[0]!;
}

/** The refusal of a leg's totals after the bet, or null when they are within the limits. */
function passedLimit(
  totals: LegExposure,
  settings: BookSettings,
  stake: bigint,
  payout: bigint,
): SbError | null {
  const limits = settings.marketLimits;
  const marketStake = BigInt(totals.market_stake);
  const selectionStake = BigInt(totals.selection_stake);
  const selectionPayout = BigInt(totals.selection_payout);
  const otherPayout = BigInt(totals.other_payout);
  if (BigInt(totals.player_stake) > BigInt(settings.limits.maxStakePerMarket))
    return new SbError(400, 'market_limit');
  if (marketStake > BigInt(limits.maxStake) || selectionStake > BigInt(limits.selectionMaxStake))
    return new SbError(400, 'market_stake_limit');
  if (selectionPayout - selectionStake > BigInt(limits.selectionMaxLiability))
    return new SbError(400, 'liability_limit');
  // The market's worst result: its largest selection payout less every stake on it. A bet that lowers
  // it (backing another selection) is taken even above the limit.
  const max = (a: bigint, b: bigint) => (a > b ? a : b);
  const after = max(selectionPayout, otherPayout) - marketStake;
  const before = max(selectionPayout - payout, otherPayout) - (marketStake - stake);
  if (after > BigInt(limits.maxLiability) && after > before) return new SbError(400, 'liability_limit');
  return null;
}

/**
 * Adds a bet to the exposure of each leg's market, selection and player inside its placement
 * transaction, throwing (so the transaction rolls back) when a limit of the player, the market or the
 * selection would be passed. A multiple counts its stake and potential return on every leg. Markets
 * are taken in id order, the same order `releaseExposure` locks them in, so no two bets deadlock.
 */
export async function reserveExposure(
  trx: SbDb,
  settings: BookSettings,
  bet: { playerId: string; stake: bigint; odds: bigint; legs: readonly ExposureLeg[] },
): Promise<void> {
  const payout = (bet.stake * bet.odds) / 100n;
  for (const leg of [...bet.legs].sort(byMarketId)) {
    const totals = await addLeg(trx, leg, bet.playerId, bet.stake, payout);
    const refusal = passedLimit(totals, settings, bet.stake, payout);
    if (refusal) throw refusal;
  }
}

/**
 * Gives back `stakePart` of a bet (its whole remaining stake when omitted) with its share of the
 * potential return: a bet refused or cancelled after it was counted, or a cash-out. Call it in the
 * transaction that changes the bet, before its remaining stake changes.
 */
export async function releaseExposure(trx: SbDb, betId: string, stakePart?: bigint): Promise<void> {
  await sql`
    select 1 from sb_exposure
    where scope = 'market' and market_id in (select market_id from sb_bet_leg where bet_id = ${betId})
    order by market_id for update`.execute(trx);
  await sql`
    update sb_exposure e
    set stake = e.stake - v.part,
        payout = e.payout - case when e.scope like 's:%' then v.part * v.odds / 100 else 0 end
    from (select l.market_id, l.selection_id, b.player_id, b.odds,
                 coalesce(${stakePart ?? null}::bigint, b.remaining_stake) as part
          from sb_bet_leg l join sb_bet b on b.id = l.bet_id
          where l.bet_id = ${betId}) v
    where e.market_id = v.market_id and e.scope in ('market', 's:' || v.selection_id, 'p:' || v.player_id)`.execute(
    trx,
  );
}
