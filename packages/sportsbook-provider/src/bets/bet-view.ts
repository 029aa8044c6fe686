import type { Selectable } from 'kysely';
import type { SbBet } from '../client-api.js';
import type { SbContext, SbDb } from '../context.js';
import type { SbBetTable } from '../db/schema.js';
import { toMoney } from '../money.js';
import { oddsToWire } from '../odds/odds-format.js';
import { cachedSettings } from '../settings.js';
import { cashoutValue, loadCashoutLegs, type CashoutLeg } from './cashout-value.js';

export type BetRow = Selectable<SbBetTable>;

/** The legs of bets with their fixture, market and selection names. */
export async function legsOf(db: SbDb, betIds: readonly string[]) {
  if (betIds.length === 0) return [];
  return db
    .selectFrom('sb_bet_leg as l')
    .innerJoin('sb_market as m', 'm.id', 'l.market_id')
    .innerJoin('sb_fixture as f', 'f.id', 'l.fixture_id')
    .select([
      'l.bet_id',
      'l.leg_no',
      'l.fixture_id',
      'l.selection_id',
      'l.odds',
      'l.result',
      'm.name as market_name',
      'm.selections',
      'f.home',
      'f.away',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.leg_no')
    .execute();
}

export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

/** What a caller that just read them passes instead of reading them again (one bet). */
export interface KnownLegs {
  legs: LegRow[];
  cashout: CashoutLeg[];
}

/** Bets as the player sees them, with the current cash-out value of open ones. */
export async function betViews(
  ctx: SbContext,
  bets: readonly BetRow[],
  balance: string | null = null,
  known?: KnownLegs,
): Promise<SbBet[]> {
  const legs =
    known?.legs ??
    (await legsOf(
      ctx.db,
      bets.map((bet) => bet.id),
    ));
  const settings = await cachedSettings(ctx);
  const views: SbBet[] = [];
  for (const bet of bets) {
    let cashout: bigint | null = null;
    if (bet.status === 'open') {
      const cashoutLegs = known?.cashout ?? (await loadCashoutLegs(ctx.db, bet.id));
      cashout = cashoutValue(bet, cashoutLegs, settings.cashoutMargin);
    }
    views.push({
      betId: bet.bet_uid,
      requestId: bet.request_id,
      kind: bet.kind,
      status: bet.status,
      stake: toMoney(bet.stake),
      remainingStake: toMoney(bet.remaining_stake),
      odds: oddsToWire(BigInt(bet.odds)),
      potentialReturn: toMoney((BigInt(bet.remaining_stake) * BigInt(bet.odds)) / 100n),
      payout: bet.payout === null ? null : toMoney(bet.payout),
      cashedOut: toMoney(bet.cashed_out),
      cashout: cashout === null ? null : toMoney(cashout),
      inPlay: bet.in_play,
      placedAt: bet.created_at.toISOString(),
      settledAt: bet.settled_at?.toISOString() ?? null,
      balance: balance ?? (bet.balance_after === null ? null : toMoney(bet.balance_after)),
      legs: legs
        .filter((leg) => leg.bet_id === bet.id)
        .map((leg) => {
          const selection = leg.selections.find((s) => s.id === leg.selection_id);
          return {
            fixtureId: leg.fixture_id,
            fixture: `${leg.home.en} v ${leg.away.en}`,
            market: leg.market_name,
            selection: selection?.name ?? { en: leg.selection_id, bn: leg.selection_id },
            odds: oddsToWire(BigInt(leg.odds)),
            result: leg.result ? (leg.result.deadHeat ? `dead_heat` : leg.result.result) : null,
          };
        }),
    });
  }
  return views;
}
