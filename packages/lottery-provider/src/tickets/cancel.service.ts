import type { LpTicketView } from '../client-api.js';
import type { LpContext } from '../context.js';
import { LpError } from '../errors.js';
import type { SessionRow } from '../sessions/session.service.js';
import { CLAIM_LEASE_MS, deliverCall, queueCalls, rollbackCall } from '../wallet/outbox.js';
import { releaseLiability } from './liability.js';
import { findTicket } from './ticket-queries.js';
import { ticketView } from './ticket-view.js';

/** Cancels an open ticket before its draw closes: its bet is rolled back (sent now, retried by the outbox). */
export async function cancelTicket(
  ctx: LpContext,
  session: SessionRow,
  ticketUid: string,
): Promise<LpTicketView> {
  const now = ctx.now();
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('lp_ticket')
      .innerJoin('lp_draw', 'lp_draw.id', 'lp_ticket.draw_id')
      .innerJoin('lp_game', 'lp_game.code', 'lp_ticket.game_code')
      .select([
        'lp_ticket.id',
        'lp_ticket.ticket_uid',
        'lp_ticket.player_id',
        'lp_ticket.draw_id',
        'lp_ticket.selections',
        'lp_ticket.status',
        'lp_draw.closes_at',
        'lp_draw.status as draw_status',
        'lp_game.family',
      ])
      .where('lp_ticket.ticket_uid', '=', ticketUid)
      .where('lp_ticket.player_id', '=', session.player_id)
      .forUpdate('lp_ticket')
      .executeTakeFirst();
    if (!ticket) throw new LpError(404, 'ticket_not_found');
    if (ticket.status !== 'open' || ticket.draw_status !== 'open' || ticket.closes_at <= now) {
      throw new LpError(409, 'cannot_cancel');
    }
    await trx.updateTable('lp_ticket').set({ status: 'cancelled' }).where('id', '=', ticket.id).execute();
    await releaseLiability(trx, [ticket]);
    // Claimed for this request's own attempt below; the outbox takes over after the lease if it fails.
    await queueCalls(trx, [rollbackCall(ticket)], now, new Date(now.getTime() + CLAIM_LEASE_MS));
    return ticket;
  });
  const call = await ctx.db
    .selectFrom('lp_wallet_call')
    .selectAll()
    .where('tx_id', '=', `rb-${cancelled.ticket_uid}`)
    .executeTakeFirstOrThrow();
  await deliverCall(ctx, { ...call, attempts: call.attempts + 1 });
  return ticketView((await findTicket(ctx, session.player_id, ticketUid))!);
}
