import { sql } from 'kysely';
import type { SbContext } from '../context.js';
import { toMoney } from '../money.js';
import { allVoid, betPayout, type LegOutcome } from '../settlement/outcome.js';
import { queueCalls, type NewWalletCall } from '../wallet/outbox.js';

const BATCH = 1_000;

interface LegRow {
  bet_id: string;
  odds: string;
  result: LegOutcome | null;
}

async function legsByBet(trx: SbContext['db'], betIds: string[]): Promise<Map<string, LegRow[]>> {
  const rows = await trx
    .selectFrom('sb_bet_leg')
    .select(['bet_id', 'odds', 'result'])
    .where('bet_id', 'in', betIds)
    .execute();
  const byBet = new Map<string, LegRow[]>();
  for (const row of rows) {
    const list = byBet.get(row.bet_id) ?? [];
    list.push(row as LegRow);
    byBet.set(row.bet_id, list);
  }
  return byBet;
}

/**
 * One batch of open bets whose legs are all decided: each is settled and its movement queued in the
 * same transaction (a win closing the round, 0 for a lost bet; a rollback when every leg is void and
 * nothing was cashed out). Rows are taken FOR UPDATE SKIP LOCKED and only while still open, so a
 * crash, a second copy or a cash-out at the same moment never settles a bet twice. Returns the count.
 */
async function settleBatch(ctx: SbContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const bets = await trx
      .selectFrom('sb_bet')
      .select(['id', 'bet_uid', 'player_id', 'remaining_stake', 'cashed_out'])
      .where('status', '=', 'open')
      .where('unresolved', '=', 0)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (bets.length === 0) return 0;
    const legs = await legsByBet(
      trx,
      bets.map((bet) => bet.id),
    );
    const ids: string[] = [];
    const statuses: string[] = [];
    const payouts: string[] = [];
    const calls: NewWalletCall[] = [];
    for (const bet of bets) {
      const betLegs = legs.get(bet.id) ?? [];
      const outcomes = betLegs.map((leg) => leg.result ?? { result: 'void' as const });
      const refund = allVoid(outcomes) && BigInt(bet.cashed_out) === 0n;
      const payout = refund
        ? BigInt(bet.remaining_stake)
        : betPayout(
            BigInt(bet.remaining_stake),
            betLegs.map((leg, i) => ({ odds: BigInt(leg.odds), outcome: outcomes[i]! })),
          );
      ids.push(bet.id);
      statuses.push(refund ? 'cancelled' : 'settled');
      payouts.push(payout.toString());
      calls.push(
        refund
          ? {
              kind: 'rollback',
              bet_id: bet.id,
              tx_id: `sb-rb-${bet.bet_uid}`,
              body: {
                playerId: bet.player_id,
                txId: `sb-rb-${bet.bet_uid}`,
                refTxId: `sb-bet-${bet.bet_uid}`,
                roundId: bet.bet_uid,
              },
              nextAttemptAt: now,
            }
          : {
              kind: 'win',
              bet_id: bet.id,
              tx_id: `sb-win-${bet.bet_uid}`,
              body: {
                playerId: bet.player_id,
                txId: `sb-win-${bet.bet_uid}`,
                roundId: bet.bet_uid,
                amount: toMoney(payout),
                endRound: true,
              },
              nextAttemptAt: now,
            },
      );
    }
    await sql`
      update sb_bet set status = v.status, payout = v.payout, settled_at = ${now}, version = version + 1
      from (select unnest(${ids}::bigint[]) as id, unnest(${statuses}::text[]) as status,
                   unnest(${payouts}::bigint[]) as payout) v
      where sb_bet.id = v.id`.execute(trx);
    await queueCalls(trx, calls, now);
    return bets.length;
  });
}

/**
 * Settled bets whose legs changed (a resettlement or a void after settlement): the new payout is
 * compared with the old and the difference sent once as an adjust numbered by the bet's corrections.
 */
async function resettleBatch(ctx: SbContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const bets = await trx
      .selectFrom('sb_bet')
      .select(['id', 'bet_uid', 'player_id', 'remaining_stake', 'payout', 'adjustments', 'unresolved'])
      .where('needs_resettle', '=', true)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    // A rolled-back leg without its new result yet waits (the bet keeps its mark).
    const ready = bets.filter((bet) => bet.unresolved === 0);
    if (ready.length === 0) return 0;
    const legs = await legsByBet(
      trx,
      ready.map((bet) => bet.id),
    );
    const calls: NewWalletCall[] = [];
    for (const bet of ready) {
      const payout = betPayout(
        BigInt(bet.remaining_stake),
        (legs.get(bet.id) ?? []).map((leg) => ({
          odds: BigInt(leg.odds),
          outcome: leg.result ?? { result: 'void' },
        })),
      );
      const delta = payout - BigInt(bet.payout ?? 0);
      const adjustments = bet.adjustments + (delta === 0n ? 0 : 1);
      if (delta !== 0n) {
        const txId = `sb-adj-${bet.bet_uid}-${adjustments}`;
        calls.push({
          kind: 'adjust',
          bet_id: bet.id,
          tx_id: txId,
          body: {
            playerId: bet.player_id,
            txId,
            roundId: bet.bet_uid,
            amount: toMoney(delta),
            reason: 'resettlement',
          },
          nextAttemptAt: now,
        });
      }
      await trx
        .updateTable('sb_bet')
        .set((eb) => ({ payout, adjustments, needs_resettle: false, version: eb('version', '+', 1) }))
        .where('id', '=', bet.id)
        .execute();
    }
    await queueCalls(trx, calls, now);
    return ready.length;
  });
}

/** Batches settled side by side: each takes other rows (SKIP LOCKED), so they never settle a bet twice. */
const WORKERS = 2;

async function drain(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let n = await batch(); n > 0; n = await batch()) total += n;
  return total;
}

/** Settles every ready bet and corrects every resettled one; resolves to how many bets it handled. */
export async function runSettlementOnce(ctx: SbContext): Promise<number> {
  const workers = (batch: () => Promise<number>) =>
    Promise.all(Array.from({ length: WORKERS }, () => drain(batch)));
  const settled = await workers(() => settleBatch(ctx));
  const resettled = await workers(() => resettleBatch(ctx));
  return [...settled, ...resettled].reduce((sum, n) => sum + n, 0);
}
