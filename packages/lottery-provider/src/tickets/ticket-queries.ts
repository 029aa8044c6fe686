import type { LpTicketView } from '../client-api.js';
import type { LpContext } from '../context.js';
import { ticketView } from './ticket-view.js';

const withDraw = (ctx: LpContext) =>
  ctx.db
    .selectFrom('lp_ticket')
    .innerJoin('lp_draw', 'lp_draw.id', 'lp_ticket.draw_id')
    .innerJoin('lp_order', 'lp_order.id', 'lp_ticket.order_id')
    .selectAll('lp_ticket')
    .select(['lp_draw.issue', 'lp_draw.draw_at', 'lp_order.order_uid']);

export async function ticketsOfOrder(ctx: LpContext, orderId: string): Promise<LpTicketView[]> {
  return (
    await withDraw(ctx).where('lp_ticket.order_id', '=', orderId).orderBy('lp_ticket.id').execute()
  ).map(ticketView);
}

/** A player's tickets, newest first: open (bought, not settled), settled (won or lost) or all. */
export async function listTickets(
  ctx: LpContext,
  playerId: string,
  query: { status: 'open' | 'settled' | 'all'; gameCode?: string | undefined; limit: number },
): Promise<LpTicketView[]> {
  let select = withDraw(ctx).where('lp_ticket.player_id', '=', playerId);
  if (query.status === 'open') select = select.where('lp_ticket.status', 'in', ['pending', 'open']);
  if (query.status === 'settled') select = select.where('lp_ticket.status', 'in', ['won', 'lost']);
  if (query.gameCode) select = select.where('lp_ticket.game_code', '=', query.gameCode);
  return (await select.orderBy('lp_ticket.id', 'desc').limit(query.limit).execute()).map(ticketView);
}

export async function findTicket(ctx: LpContext, playerId: string, ticketUid: string) {
  return withDraw(ctx)
    .where('lp_ticket.ticket_uid', '=', ticketUid)
    .where('lp_ticket.player_id', '=', playerId)
    .executeTakeFirst();
}
