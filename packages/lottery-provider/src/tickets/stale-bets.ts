import type { LpContext } from '../context.js';
import { BATCH, deliverDueCalls, failUnansweredBet, STALE_BET_MS } from '../wallet/outbox.js';
import { undoOrder } from './undo-order.js';

/**
 * Bets whose sender died before recording an answer (a crash mid-purchase): each order is undone as the
 * purchase would have undone it. Its bets go out one at a time in ticket order, so only its first
 * pending bet can have reached the wallet (it is rolled back); the later ones were never sent.
 */
export async function rollBackStaleBets(ctx: LpContext): Promise<void> {
  const now = ctx.now();
  const stale = await ctx.db
    .selectFrom('lp_wallet_call')
    .innerJoin('lp_ticket', 'lp_ticket.id', 'lp_wallet_call.ticket_id')
    .selectAll('lp_wallet_call')
    .select('lp_ticket.order_id')
    .where('lp_wallet_call.kind', '=', 'bet')
    .where('lp_wallet_call.status', '=', 'pending')
    .where('lp_wallet_call.created_at', '<', new Date(now.getTime() - STALE_BET_MS))
    .orderBy('lp_wallet_call.ticket_id')
    .limit(BATCH)
    .execute();
  for (const { order_id: orderId, ...bet } of stale) {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await failUnansweredBet(trx, bet, 'no answer recorded', now))) return;
      const unsent = await trx
        .selectFrom('lp_wallet_call')
        .innerJoin('lp_ticket', 'lp_ticket.id', 'lp_wallet_call.ticket_id')
        .select('lp_wallet_call.id')
        .where('lp_ticket.order_id', '=', orderId)
        .where('lp_wallet_call.kind', '=', 'bet')
        .where('lp_wallet_call.status', '=', 'pending')
        .execute();
      await undoOrder(
        trx,
        orderId,
        unsent.map((row) => row.id),
        now,
      );
    });
  }
}

/** Rolls back stale bets (undoing their orders), then delivers every due wallet call once. Answers the acks. */
export async function runOutboxOnce(ctx: LpContext): Promise<number> {
  await rollBackStaleBets(ctx);
  return deliverDueCalls(ctx);
}
