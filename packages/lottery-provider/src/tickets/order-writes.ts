import { batchedPerOwner } from '@app/house-provider/batched';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { LpTicketView, lpPurchaseRequestSchema } from '../client-api.js';
import type { LpContext } from '../context.js';
import type { LpDatabase } from '../db/schema.js';
import { nextDrawsAre, type SlipDraw } from '../draws/draw.service.js';
import { pricedGameHolds, type PricedGame } from '../games/game-store.js';
import { toMoney } from '../money.js';
import type { SessionRow } from '../sessions/session.service.js';
import { callRows, type WalletCallRow } from '../wallet/outbox.js';
import { liabilityReservation, type LiabilityRow } from './liability.js';
import { liabilityOf, type TicketSelections } from './ticket-selection.js';
import { ticketView } from './ticket-view.js';

/** An order checked and priced on what the purchase read, ready to be written. */
export interface OrderDraft {
  session: SessionRow;
  priced: PricedGame;
  input: z.output<typeof lpPurchaseRequestSchema>;
  selections: TicketSelections;
  stake: bigint;
  rebateBp: number;
  draws: SlipDraw[];
  now: Date;
}

/**
 * A written order and its bet calls in draw order (what the purchase sends, without reading them
 * back), with its tickets as the answer shows them once every bet is accepted.
 */
export interface WrittenOrder {
  id: string;
  orderUid: string;
  totalStake: bigint;
  bets: WalletCallRow[];
  tickets: LpTicketView[];
}

/** An order not written because what its purchase read no longer holds. */
export const STALE = Symbol('stale reads');

/** Orders one statement writes at most. */
const ORDERS_MAX = 32;

type Outcome = { written: WrittenOrder | typeof STALE } | { error: unknown };
const sharedWrite = batchedPerOwner(
  (ctx: LpContext, drafts: readonly OrderDraft[]) => writeShared(ctx.db, drafts),
  ORDERS_MAX,
);

/**
 * Writes an order (see writeOrders), sharing the statement with the orders of the same game that
 * arrive while the previous one runs (`batched`: a lone order is written at once). A shared statement
 * reserves each (draw, key) total once for all its orders, so the draw's hot liability rows are raised
 * once per statement instead of once per order. It is all or nothing: when any of its orders would
 * not be written alone (stale reads, a limit passed, a repeated request id, a deadlock) nothing of it
 * is, and each order is written again alone, so every purchase gets exactly what it would have alone.
 * Since the totals only grow, the sum of the orders is within a limit exactly when each of them in
 * turn is.
 */
export async function writeOrder(ctx: LpContext, draft: OrderDraft): Promise<WrittenOrder | typeof STALE> {
  const outcome = await sharedWrite(ctx, draft);
  if ('error' in outcome) throw outcome.error;
  return outcome.written;
}

async function writeShared(db: Kysely<LpDatabase>, drafts: readonly OrderDraft[]): Promise<Outcome[]> {
  const alone = (draft: OrderDraft): Promise<Outcome> =>
    writeOrders(db, [draft]).then(
      (written): Outcome => ({ written: written === STALE ? STALE : written[0]! }),
      (error: unknown) => ({ error }),
    );
  const byGame = new Map<string, OrderDraft[]>();
  for (const draft of drafts) {
    const group = byGame.get(draft.priced.game.code);
    if (group) group.push(draft);
    else byGame.set(draft.priced.game.code, [draft]);
  }
  const outcomes = new Map<OrderDraft, Outcome>();
  await Promise.all(
    [...byGame.values()].map(async (group) => {
      if (group.length > 1) {
        const written = await writeOrders(db, group).catch((): typeof STALE => STALE);
        if (written !== STALE) {
          group.forEach((draft, i) => outcomes.set(draft, { written: written[i]! }));
          return;
        }
      }
      const each = await Promise.all(group.map(alone));
      group.forEach((draft, i) => outcomes.set(draft, each[i]!));
    }),
  );
  return drafts.map((draft) => outcomes.get(draft)!);
}

const newUid = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;

/** What one draft writes: its order, one ticket per draw and the tickets' bet calls. */
function rowsOf(draft: OrderDraft) {
  const { session, stake, rebateBp, now } = draft;
  const tickets = draft.draws.map((draw) => ({ uid: newUid('T'), drawId: draw.id }));
  const calls = callRows(
    tickets.map((ticket) => ({
      kind: 'bet' as const,
      ticketId: '0',
      txId: `bet-${ticket.uid}`,
      body: {
        launchToken: session.launch_token,
        playerId: session.player_id,
        txId: `bet-${ticket.uid}`,
        roundId: ticket.uid,
        amount: toMoney(stake),
      },
    })),
    now,
  );
  return {
    draft,
    orderUid: newUid('O'),
    tickets,
    calls,
    totalStake: stake * BigInt(tickets.length),
    rebate: (stake * BigInt(rebateBp)) / 10_000n,
    liability: liabilityOf(draft.selections, draft.priced.game.family),
  };
}

/**
 * Writes orders of one game, their tickets and bet calls and reserves their liability, in one statement
 * (its own transaction, committed durably: a bet is sent only once its order can no longer be lost).
 * The draws' hot liability rows stay locked for that statement and its commit, never across a round
 * trip to this process; a copy runs one such statement at a time (writeOrder), so holding them through
 * the log flush delays no other order of the copy. Nothing is written or reserved (STALE) unless every
 * draft's reads still hold: its draws are still the slip's next draws and open now (an operator may
 * have voided one meanwhile, or the reads were this copy's cached ones), and the game still takes bets
 * at the pricing, stakes and limits it was priced on. The draws' rows are share-locked first, then the
 * liability rows, until the commit, so a void or a draw waits. Answers the written orders in the
 * drafts' order.
 */
async function writeOrders(
  db: Kysely<LpDatabase>,
  drafts: readonly OrderDraft[],
): Promise<WrittenOrder[] | typeof STALE> {
  const { game } = drafts[0]!.priced;
  // The latest clock of the drafts: a draw closed for one of them is closed for the statement.
  const now = new Date(Math.max(...drafts.map((draft) => draft.now.getTime())));
  const orders = drafts.map(rowsOf);
  const tickets = orders.flatMap((order) =>
    order.tickets.map((ticket) => ({ ...ticket, order, selections: JSON.stringify(order.draft.selections) })),
  );
  const calls = orders.flatMap((order) => order.calls);
  const drawIds = [...new Set(tickets.map((ticket) => ticket.drawId))];
  const liability: LiabilityRow[] = orders.flatMap((order) =>
    order.tickets.flatMap((ticket) =>
      [...order.liability].map(([key, amount]) => ({ drawId: ticket.drawId, key, amount })),
    ),
  );
  // Drafts priced on the same reads (this copy's cached ones) are checked once.
  const slips = new Map(drafts.map((draft) => [draft.draws.map((draw) => draw.id).join(), draft.draws]));
  const stillAsRead = sql.join(
    [
      ...[...slips.values()].map((draws) =>
        nextDrawsAre(
          game.code,
          now,
          draws.map((draw) => draw.id),
        ),
      ),
      ...[...new Set(drafts.map((draft) => draft.priced))].map(pricedGameHolds),
    ],
    sql` and `,
  );
  const { rows } = await sql<WalletCallRow & { order_id: string; order_uid: string }>`
    with open_draws as (
      select id from lp_draw
      where id = any(${drawIds}::bigint[]) and status = 'open' and closes_at > ${now}
      for share
    ), ready as (
      select count(*) = ${drawIds.length} and ${stillAsRead} as all_open
      from open_draws
    ), reserved as (
      select ${liabilityReservation(liability, { number: game.numberLimit, draw: game.drawLimit })}
      from ready where all_open
    ), new_orders as (
      insert into lp_order (order_uid, player_id, request_id, game_code, chase_draws, stop_on_win,
        total_stake, status, created_at)
      select o.order_uid, o.player_id, o.request_id, ${game.code}, o.chase_draws, o.stop_on_win,
        o.total_stake, 'placing', ${now}
      from reserved
      cross join unnest(${orders.map((o) => o.orderUid)}::text[],
                        ${orders.map((o) => o.draft.session.player_id)}::bigint[],
                        ${orders.map((o) => o.draft.input.requestId)}::text[],
                        ${orders.map((o) => o.draft.input.chase.draws)}::integer[],
                        ${orders.map((o) => o.draft.input.chase.stopOnWin)}::boolean[],
                        ${orders.map((o) => o.totalStake.toString())}::bigint[])
        with ordinality as o(order_uid, player_id, request_id, chase_draws, stop_on_win, total_stake, n)
      order by o.n
      returning id, order_uid
    ), new_tickets as (
      insert into lp_ticket (ticket_uid, order_id, player_id, draw_id, game_code, selections, stake, rebate,
        status, win, created_at)
      select t.uid, o.id, t.player_id, t.draw_id, ${game.code}, t.selections::jsonb, t.stake, t.rebate,
        'pending', 0, ${now}
      from unnest(${tickets.map((t) => t.uid)}::text[], ${tickets.map((t) => t.order.orderUid)}::text[],
                  ${tickets.map((t) => t.order.draft.session.player_id)}::bigint[],
                  ${tickets.map((t) => t.drawId)}::bigint[], ${tickets.map((t) => t.selections)}::text[],
                  ${tickets.map((t) => t.order.draft.stake.toString())}::bigint[],
                  ${tickets.map((t) => t.order.rebate.toString())}::bigint[])
        with ordinality as t(uid, order_uid, player_id, draw_id, selections, stake, rebate, n)
      join new_orders o on o.order_uid = t.order_uid
      order by t.n
      returning id, ticket_uid, order_id
    ), new_calls as (
      insert into lp_wallet_call (kind, ticket_id, tx_id, path, body, status, attempts, next_attempt_at,
        created_at)
      select 'bet', t.id, c.tx_id, c.path, c.body, 'pending', 1, ${now}, ${now}
      from new_tickets t
      join unnest(${calls.map((c) => c.tx_id)}::text[], ${calls.map((c) => c.path)}::text[],
        ${calls.map((c) => c.body)}::text[]) as c(tx_id, path, body) on c.tx_id = 'bet-' || t.ticket_uid
      returning *
    )
    select c.*, o.id as order_id, o.order_uid
    from new_calls c join new_tickets t on t.id = c.ticket_id join new_orders o on o.id = t.order_id`.execute(
    db,
  );
  if (rows.length !== tickets.length) return STALE;
  const byTx = new Map(rows.map((row) => [row.tx_id, row]));
  return orders.map((order) => writtenOrder(order, byTx));
}

/** A written order as the purchase goes on with it, from the rows its statement returned. */
function writtenOrder(
  order: ReturnType<typeof rowsOf>,
  byTx: Map<string, WalletCallRow & { order_id: string }>,
): WrittenOrder {
  const { draft, orderUid, rebate } = order;
  // Sent in draw order, as the tickets were given.
  const bets = order.tickets.map((ticket) => byTx.get(`bet-${ticket.uid}`)!);
  const id = String(bets[0]!.order_id);
  const tickets = order.tickets.map((ticket, index) =>
    ticketView({
      id: bets[index]!.ticket_id,
      ticket_uid: ticket.uid,
      order_id: id,
      player_id: draft.session.player_id,
      draw_id: ticket.drawId,
      game_code: draft.priced.game.code,
      selections: draft.selections,
      stake: draft.stake.toString(),
      rebate: rebate.toString(),
      status: 'open',
      win: '0',
      line_wins: null,
      settled_version: 0,
      created_at: draft.now,
      settled_at: null,
      issue: draft.draws[index]!.issue,
      draw_at: new Date(draft.draws[index]!.draw_at),
      order_uid: orderUid,
    }),
  );
  return { id, orderUid, totalStake: order.totalStake, bets: bets.map(stripOrder), tickets };
}

const stripOrder = ({
  order_id: _orderId,
  order_uid: _orderUid,
  ...call
}: WalletCallRow & { order_id?: string; order_uid?: string }): WalletCallRow => call;
