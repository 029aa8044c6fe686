import { sql, type Transaction } from 'kysely';
import type { LpContext } from '../context.js';
import type { LpDatabase } from '../db/schema.js';
import type { DrawResult, LotteryFamily } from '../games/families.js';
import { toMoney } from '../money.js';
import { lineWins, type TicketSelections } from '../tickets/ticket-selection.js';
import { releaseLiability } from '../tickets/liability.js';
import { queueCalls, rollbackCall, type NewCall } from '../wallet/outbox.js';

/** Settlement transactions of one draw in flight at once. */
const SETTLE_WORKERS = 2;

/**
 * Settles every ticket of drawn draws. Each batch is one transaction that locks the draw (shared, so an
 * operator's void or correction waits), claims unsettled tickets FOR UPDATE SKIP LOCKED, records their
 * result and queues their wallet calls (unique txIds). A crash loses at most the batch in flight, which
 * the next pass settles again from scratch: no ticket is paid twice, none is forgotten.
 * First settlement: win (amount 0 for a loss, always endRound). After a corrected result: adjust by the
 * difference. Returns the number of tickets settled.
 */
export async function settleDueDraws(ctx: LpContext): Promise<number> {
  const draws = await ctx.db
    .selectFrom('lp_draw')
    .select('id')
    .where('status', '=', 'drawn')
    .orderBy('draw_at')
    .limit(20)
    .execute();
  let settled = 0;
  for (const draw of draws) settled += await settleDraw(ctx, draw.id);
  return settled;
}

/**
 * Settles a draw's tickets in batches, SETTLE_WORKERS transactions at a time (each claims its own
 * tickets with SKIP LOCKED), then marks it settled. A failed batch stops the draw for this pass once
 * the other batches in flight have ended; the next pass resumes it.
 */
export async function settleDraw(ctx: LpContext, drawId: string): Promise<number> {
  let total = 0;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed) {
      const batch = next++;
      const count = await ctx.db.transaction().execute((trx) => settleBatch(ctx, trx, drawId, batch));
      if (count === 0) return;
      total += count;
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: SETTLE_WORKERS }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  await finishDraw(ctx, drawId);
  return total;
}

async function settleBatch(
  ctx: LpContext,
  trx: Transaction<LpDatabase>,
  drawId: string,
  batch: number,
): Promise<number> {
  const draw = await trx
    .selectFrom('lp_draw')
    .innerJoin('lp_game', 'lp_game.code', 'lp_draw.game_code')
    .select([
      'lp_draw.id',
      'lp_draw.issue',
      'lp_draw.status',
      'lp_draw.result',
      'lp_draw.result_version',
      'lp_draw.draw_at',
      'lp_game.family',
    ])
    .where('lp_draw.id', '=', drawId)
    .forShare('lp_draw')
    .executeTakeFirst();
  if (!draw || draw.status !== 'drawn') return 0;
  const tickets = await trx
    .selectFrom('lp_ticket')
    .innerJoin('lp_order', 'lp_order.id', 'lp_ticket.order_id')
    .select([
      'lp_ticket.id',
      'lp_ticket.ticket_uid',
      'lp_ticket.player_id',
      'lp_ticket.order_id',
      'lp_ticket.selections',
      'lp_ticket.rebate',
      'lp_ticket.win',
      'lp_ticket.settled_version',
      'lp_order.stop_on_win',
    ])
    .where('lp_ticket.draw_id', '=', drawId)
    .where('lp_ticket.status', 'in', ['open', 'won', 'lost'])
    .where('lp_ticket.settled_version', '<', draw.result_version)
    .orderBy('lp_ticket.id')
    .limit(ctx.settleBatchSize)
    .forUpdate('lp_ticket')
    .skipLocked()
    .execute();
  if (tickets.length === 0) return 0;

  const now = ctx.now();
  const version = draw.result_version;
  const calls: NewCall[] = [];
  const stopOrders: string[] = [];
  const rows = tickets.map((ticket) => {
    const wins = lineWins(
      ticket.selections as TicketSelections,
      draw.result as DrawResult,
      draw.family as LotteryFamily,
      draw.draw_at,
    );
    const prize = wins.reduce((a, b) => a + b, 0n);
    const paid = prize + BigInt(ticket.rebate);
    if (ticket.settled_version === 0) {
      calls.push({
        kind: 'win',
        ticketId: ticket.id,
        txId: `win-${ticket.ticket_uid}`,
        body: {
          playerId: ticket.player_id,
          txId: `win-${ticket.ticket_uid}`,
          roundId: ticket.ticket_uid,
          amount: toMoney(paid),
          endRound: true,
        },
      });
      if (prize > 0n && ticket.stop_on_win) stopOrders.push(ticket.order_id);
    } else if (paid !== BigInt(ticket.win)) {
      const txId = `adj-${ticket.ticket_uid}-${version}`;
      calls.push({
        kind: 'adjust',
        ticketId: ticket.id,
        txId,
        body: {
          playerId: ticket.player_id,
          txId,
          roundId: ticket.ticket_uid,
          amount: toMoney(paid - BigInt(ticket.win)),
          reason: `Draw ${draw.issue} re-settled after a corrected result`,
        },
      });
    }
    return sql`(${ticket.id}::bigint, ${prize > 0n ? 'won' : 'lost'}, ${paid.toString()}::bigint, ${JSON.stringify(
      wins.map(String),
    )}::jsonb)`;
  });
  await sql`
    update lp_ticket as t
       set status = v.status, win = v.win, line_wins = v.line_wins, settled_version = ${version}, settled_at = ${now}
      from (values ${sql.join(rows)}) as v(id, status, win, line_wins)
     where t.id = v.id`.execute(trx);
  await queueCalls(trx, calls, now);
  if (stopOrders.length > 0) await stopChases(trx, stopOrders, draw.draw_at, now);
  ctx.beforeSettleCommit?.(batch);
  return tickets.length;
}

/** Chases that stop on a win: their tickets of later draws still open are cancelled and refunded. */
async function stopChases(trx: Transaction<LpDatabase>, orderIds: string[], after: Date, now: Date) {
  const cancelled = await trx
    .updateTable('lp_ticket')
    .set({ status: 'cancelled' })
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'open')
    .where('draw_id', 'in', (eb) => eb.selectFrom('lp_draw').select('id').where('draw_at', '>', after))
    .returning(['id', 'ticket_uid', 'player_id', 'draw_id', 'selections', 'game_code'])
    .execute();
  if (cancelled.length === 0) return;
  await queueCalls(trx, cancelled.map(rollbackCall), now);
  const family = await trx
    .selectFrom('lp_game')
    .select('family')
    .where('code', '=', cancelled[0]!.game_code)
    .executeTakeFirstOrThrow();
  await releaseLiability(
    trx,
    cancelled.map((ticket) => ({ ...ticket, family: family.family })),
  );
}

/** Marks the draw settled once no ticket is left unsettled or waiting for its bet's answer. */
async function finishDraw(ctx: LpContext, drawId: string): Promise<void> {
  await ctx.db
    .updateTable('lp_draw')
    .set({ status: 'settled', settled_at: ctx.now() })
    .where('id', '=', drawId)
    .where('status', '=', 'drawn')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lp_ticket')
            .select('lp_ticket.id')
            .whereRef('lp_ticket.draw_id', '=', 'lp_draw.id')
            .where((inner) =>
              inner.or([
                inner('lp_ticket.status', '=', 'pending'),
                inner.and([
                  inner('lp_ticket.status', 'in', ['open', 'won', 'lost']),
                  inner('lp_ticket.settled_version', '<', inner.ref('lp_draw.result_version')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
}
