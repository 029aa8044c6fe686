import type { SbDb } from '../context.js';
import { legReturn, type LegOutcome, type Ratio } from '../settlement/outcome.js';

export interface CashoutLeg {
  odds: string;
  result: LegOutcome | null;
  marketStatus: string;
  /** The selection's current price, null when not offered. */
  current: number | null;
}

export async function loadCashoutLegs(db: SbDb, betId: string): Promise<CashoutLeg[]> {
  const rows = await db
    .selectFrom('sb_bet_leg as l')
    .innerJoin('sb_market as m', 'm.id', 'l.market_id')
    .select(['l.odds', 'l.result', 'l.selection_id', 'm.status', 'm.selections'])
    .where('l.bet_id', '=', betId)
    .execute();
  return rows.map((row) => ({
    odds: row.odds,
    result: row.result as LegOutcome | null,
    marketStatus: row.status,
    current: row.selections.find((s) => s.id === row.selection_id)?.odds ?? null,
  }));
}

/**
 * What cashing out a bet's whole remaining stake pays now: the stake times the returns of the legs
 * already decided, times taken odds over current odds for the open ones, less the cash-out margin.
 * Null when it is not offered (a leg lost, or a leg's market not open).
 */
export function cashoutValue(
  bet: { remaining_stake: string; status: string },
  legs: readonly CashoutLeg[],
  margin: number,
): bigint | null {
  if (bet.status !== 'open' || BigInt(bet.remaining_stake) === 0n) return null;
  const ratio: Ratio = { num: BigInt(bet.remaining_stake), den: 1n };
  let open = 0;
  for (const leg of legs) {
    if (leg.result) {
      const back = legReturn(BigInt(leg.odds), leg.result);
      if (back.num === 0n) return null;
      ratio.num *= back.num;
      ratio.den *= back.den;
      continue;
    }
    if (leg.marketStatus !== 'open' || leg.current === null) return null;
    open++;
    ratio.num *= BigInt(leg.odds);
    ratio.den *= BigInt(leg.current);
  }
  if (open === 0) return null;
  const keep = BigInt(Math.round((1 - margin) * 10_000));
  const value = (ratio.num * keep) / (ratio.den * 10_000n);
  return value > 0n ? value : null;
}
