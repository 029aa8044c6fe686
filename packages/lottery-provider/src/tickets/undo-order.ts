import type { Transaction } from 'kysely';
import type { LpDatabase } from '../db/schema.js';
import { queueCalls, rollbackCall } from '../wallet/outbox.js';
import { releaseLiability } from './liability.js';

/**
 * Undoes a failed order: unsent bets are dropped, accepted tickets rolled back, liability released.
 * Once: an order already undone (by its purchase or by the stale-bet sweep) is left as it is.
 */
export async function undoOrder(
  trx: Transaction<LpDatabase>,
  orderId: string,
  unsentBetIds: string[],
  now: Date,
): Promise<void> {
  const refused = await trx
    .updateTable('lp_order')
    .set({ status: 'refused', refusal: 'wallet' })
    .where('id', '=', orderId)
    .where('status', '=', 'placing')
    .executeTakeFirst();
  if (refused.numUpdatedRows === 0n) return;
  if (unsentBetIds.length > 0) {
    await trx
      .updateTable('lp_wallet_call')
      .set({ status: 'failed', last_error: 'not sent: an earlier ticket of the order failed' })
      .where('id', 'in', unsentBetIds)
      .where('status', '=', 'pending')
      .execute();
  }
  await trx
    .updateTable('lp_ticket')
    .set({ status: 'failed' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
  const accepted = await trx
    .updateTable('lp_ticket')
    .set({ status: 'cancelled' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .returning(['id', 'ticket_uid', 'player_id', 'draw_id', 'selections', 'game_code'])
    .execute();
  await queueCalls(trx, accepted.map(rollbackCall), now);
  const all = await trx
    .selectFrom('lp_ticket')
    .innerJoin('lp_game', 'lp_game.code', 'lp_ticket.game_code')
    .select(['lp_ticket.draw_id', 'lp_ticket.selections', 'lp_game.family'])
    .where('order_id', '=', orderId)
    .execute();
  await releaseLiability(trx, all);
}
