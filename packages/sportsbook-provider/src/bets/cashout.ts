import type { z } from 'zod';
import type { SbBet, sbCashoutRequestSchema } from '../client-api.js';
import type { SbContext } from '../context.js';
import { SbError } from '../errors.js';
import { fromMoney, toMoney } from '../money.js';
import type { SessionRow } from '../sessions.js';
import { cachedSettings } from '../settings.js';
import { CLAIM_LEASE_MS, deliverCall, queueCalls, type WalletCallRow } from '../wallet/outbox.js';
import { betViews, type BetRow } from './bet-view.js';
import { releaseExposure } from './exposure.js';
import { cashoutValue, loadCashoutLegs } from './cashout-value.js';

type CashoutRequest = z.infer<typeof sbCashoutRequestSchema>;

/**
 * Cashes out a bet, wholly or a part of its remaining stake, at its current value. The bet row is
 * locked while the value is priced and the cash-out recorded with its win (closing the round when
 * whole), so a double click, a second tab or the settlement at the same moment get exactly one
 * winner; a repeated requestId answers the same cash-out.
 */
export async function cashOut(
  ctx: SbContext,
  session: SessionRow,
  betUid: string,
  input: CashoutRequest,
): Promise<SbBet> {
  const settings = await cachedSettings(ctx);
  const done = await ctx.db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('sb_bet')
      .selectAll()
      .where('bet_uid', '=', betUid)
      .where('player_id', '=', session.player_id)
      .forUpdate()
      .executeTakeFirst();
    if (!bet) throw new SbError(404, 'bet_not_found');
    const repeated = await trx
      .selectFrom('sb_cashout')
      .select('id')
      .where('bet_id', '=', bet.id)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (repeated) return { bet, call: null };
    const value = cashoutValue(bet, await loadCashoutLegs(trx, bet.id), settings.cashoutMargin);
    if (value === null) throw new SbError(409, 'cashout_unavailable');
    const quote = fromMoney(input.quote);
    const moved =
      input.accept === 'any' ? false : input.accept === 'higher' ? value < quote : value !== quote;
    if (moved) throw new SbError(409, 'cashout_changed', { quote: toMoney(value) });
    const remaining = BigInt(bet.remaining_stake);
    const part = input.stakePart === undefined ? remaining : fromMoney(input.stakePart);
    if (part <= 0n || part > remaining)
      throw new SbError(
        400,
        'invalid_request',
        {},
        'The part to cash out must be above 0 and at most the remaining stake',
      );
    const amount = (value * part) / remaining;
    if (amount <= 0n) throw new SbError(409, 'cashout_unavailable');
    const whole = part === remaining;
    const now = ctx.now();
    const row = await trx
      .insertInto('sb_cashout')
      .values({ bet_id: bet.id, request_id: input.requestId, stake_part: part, amount, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await releaseExposure(trx, bet.id, part);
    const updated = await trx
      .updateTable('sb_bet')
      .set((eb) => ({
        remaining_stake: remaining - part,
        cashed_out: BigInt(bet.cashed_out) + amount,
        version: eb('version', '+', 1),
        ...(whole ? { status: 'settled' as const, payout: 0n, settled_at: now } : {}),
      }))
      .where('id', '=', bet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const txId = `sb-co-${bet.bet_uid}-${row.id}`;
    const [call] = await queueCalls(
      trx,
      [
        {
          kind: 'win',
          bet_id: bet.id,
          tx_id: txId,
          body: {
            playerId: bet.player_id,
            txId,
            roundId: bet.bet_uid,
            amount: toMoney(amount),
            endRound: whole,
          },
          attempts: 1,
          // Sent right after commit; the outbox takes over if that attempt fails.
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        },
      ],
      now,
    );
    return { bet: updated, call: call! };
  });
  const balance = done.call ? await deliver(ctx, done.call) : null;
  const [view] = await betViews(ctx, [done.bet as BetRow], balance);
  return view!;
}

async function deliver(ctx: SbContext, call: WalletCallRow): Promise<string | null> {
  const result = await deliverCall(ctx, call);
  return result.kind === 'ok' ? result.value.balance : null;
}
