import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { checkSelection } from '../bets/registry.js';
import type { LpPurchaseResult, lpPurchaseRequestSchema } from '../client-api.js';
import type { LpContext } from '../context.js';
import type { LpDatabase } from '../db/schema.js';
import { LpError } from '../errors.js';
import { findGame, pricingOf, type Game } from '../games/game-store.js';
import { bettableDraws, type DrawRow } from '../draws/draw.service.js';
import { fromMoney, toMoney } from '../money.js';
import { walletFailure, type SessionRow } from '../sessions/session.service.js';
import { callRows, deliverCall, failUnansweredBet, type WalletCallRow } from '../wallet/outbox.js';
import { liabilityOf, lineStake, type TicketSelections } from './ticket-selection.js';
import { ticketsOfOrder } from './ticket-queries.js';
import { releaseLiability, reserveLiability } from './liability.js';
import { undoOrder } from './undo-order.js';

type PurchaseInput = z.output<typeof lpPurchaseRequestSchema>;
const newUid = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;
const UNIQUE_VIOLATION = '23505';

/** Prices the slip: every selection checked against its bet type and the game's current odds. */
async function priceSlip(
  ctx: LpContext,
  game: Game,
  input: PurchaseInput,
): Promise<{ selections: TicketSelections; rebateBp: number }> {
  const pricing = await pricingOf(ctx, game);
  if (input.oddsVersion !== pricing.version) throw new LpError(409, 'odds_changed');
  const unit = fromMoney(input.unit);
  if (unit < 1n) throw new LpError(400, 'stake_out_of_range', {}, 'The unit must be at least 0.01');
  const lines = input.selections.map((selection, index) => {
    const checked = checkSelection(game.family, selection.betType, selection.picks);
    if (!checked.ok) {
      throw new LpError(400, 'invalid_selection', {}, `Selection ${index + 1}: ${checked.message}`);
    }
    return {
      betType: selection.betType,
      picks: selection.picks,
      bets: checked.combos,
      odds: pricing.odds.get(selection.betType)!,
    };
  });
  return {
    selections: { unit: unit.toString(), multiplier: input.multiplier, lines },
    rebateBp: pricing.rebateBp,
  };
}

const stakeOf = (selections: TicketSelections) =>
  selections.lines.reduce(
    (total, line) => total + lineStake(line, BigInt(selections.unit), selections.multiplier),
    0n,
  );

/**
 * Buys a slip: one ticket per draw (the current one, then the chase), each a seamless round paid by its
 * own bet. The order, its tickets, their liability and their bet calls are written in one transaction;
 * then the bets are sent in draw order. If one is refused or unanswered the whole order is undone:
 * accepted bets are rolled back, the rest never sent. A repeated requestId answers the same order.
 */
export async function purchase(
  ctx: LpContext,
  session: SessionRow,
  input: PurchaseInput,
): Promise<LpPurchaseResult> {
  // Independent reads go out together: a purchase waits for the slowest, not for their sum.
  const [existing, game] = await Promise.all([
    findOrder(ctx, session.player_id, input.requestId),
    findGame(ctx, input.gameCode),
  ]);
  if (existing) return replay(ctx, existing);
  if (input.gameCode !== session.game_code) {
    throw new LpError(
      400,
      'game_unavailable',
      {},
      'This session is for another lottery; open that game first',
    );
  }
  if (!game || !game.enabled) throw new LpError(400, 'game_unavailable');
  const now = ctx.now();
  const [{ selections, rebateBp }, draws] = await Promise.all([
    priceSlip(ctx, game, input),
    bettableDraws(ctx, game, now, input.chase.draws),
  ]);
  const stake = stakeOf(selections);
  if (stake < game.minStake || stake > game.maxStake) {
    throw new LpError(
      400,
      'stake_out_of_range',
      {},
      `A ticket costs ${toMoney(game.minStake)} to ${toMoney(game.maxStake)}; this one costs ${toMoney(stake)}`,
    );
  }
  if (draws.length < input.chase.draws) throw new LpError(409, 'betting_closed');

  // The draws' liability is reserved first, in its own short transaction (see liability.ts), and given
  // back if the order is not written.
  const liability = liabilityOf(selections, game.family);
  const reserved = draws.map((draw) => ({ draw_id: draw.id, selections, family: game.family }));
  await reserveLiability(
    ctx.db,
    reserved.map((r) => r.draw_id),
    liability,
    {
      number: game.numberLimit,
      draw: game.drawLimit,
    },
  );
  let order: WrittenOrder;
  try {
    order = await ctx.db
      .transaction()
      .execute((trx) => writeOrder(trx, { session, game, input, selections, stake, rebateBp, draws, now }));
  } catch (error) {
    await ctx.db.transaction().execute((trx) => releaseLiability(trx, reserved));
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const raced = await findOrder(ctx, session.player_id, input.requestId);
    if (!raced) throw error;
    return replay(ctx, raced);
  }
  return placeBets(ctx, order);
}

interface OrderDraft {
  session: SessionRow;
  game: Game;
  input: PurchaseInput;
  selections: TicketSelections;
  stake: bigint;
  rebateBp: number;
  draws: DrawRow[];
  now: Date;
}

/** A written order and its bet calls in draw order (what placeBets sends, without reading them back). */
interface WrittenOrder {
  id: string;
  bets: WalletCallRow[];
}

async function writeOrder(trx: Transaction<LpDatabase>, draft: OrderDraft): Promise<WrittenOrder> {
  const { session, game, input, selections, stake, rebateBp, now } = draft;
  // The draws must still be open now, inside the transaction (an operator may have voided one).
  const open = await trx
    .selectFrom('lp_draw')
    .select('id')
    .where(
      'id',
      'in',
      draft.draws.map((draw) => draw.id),
    )
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .forShare()
    .execute();
  if (open.length !== draft.draws.length) throw new LpError(409, 'betting_closed');

  const order = await trx
    .insertInto('lp_order')
    .values({
      order_uid: newUid('O'),
      player_id: session.player_id,
      request_id: input.requestId,
      game_code: game.code,
      chase_draws: input.chase.draws,
      stop_on_win: input.chase.stopOnWin,
      total_stake: stake * BigInt(draft.draws.length),
      status: 'placing',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tickets = await trx
    .insertInto('lp_ticket')
    .values(
      draft.draws.map((draw) => ({
        ticket_uid: newUid('T'),
        order_id: order.id,
        player_id: session.player_id,
        draw_id: draw.id,
        game_code: game.code,
        selections: JSON.stringify(selections),
        stake,
        rebate: (stake * BigInt(rebateBp)) / 10_000n,
        status: 'pending' as const,
        win: 0n,
        line_wins: null,
        created_at: now,
      })),
    )
    .returning(['id', 'ticket_uid', 'draw_id'])
    .execute();
  // The bets are new calls (fresh ticket ids): inserted here, returned for placeBets to send.
  const bets = await trx
    .insertInto('lp_wallet_call')
    .values(
      callRows(
        tickets.map((ticket) => ({
          kind: 'bet' as const,
          ticketId: ticket.id,
          txId: `bet-${ticket.ticket_uid}`,
          body: {
            launchToken: session.launch_token,
            playerId: session.player_id,
            txId: `bet-${ticket.ticket_uid}`,
            roundId: ticket.ticket_uid,
            amount: toMoney(stake),
          },
        })),
        now,
      ),
    )
    .returningAll()
    .execute();
  // Sent in draw order, as the tickets were inserted.
  return { id: order.id, bets: bets.sort((a, b) => Number(BigInt(a.ticket_id) - BigInt(b.ticket_id))) };
}

/** Sends the order's bets in draw order; the first failure undoes the whole order. */
async function placeBets(ctx: LpContext, written: WrittenOrder): Promise<LpPurchaseResult> {
  const { id: orderId, bets } = written;
  let balance: string | null = null;
  for (const [index, bet] of bets.entries()) {
    const answer = await ctx.wallet.send(bet.path, bet.body);
    const now = ctx.now();
    if (answer.kind === 'ok') {
      if (await acceptBet(ctx, bet, now)) {
        balance = answer.value.balance;
        continue;
      }
    }
    await ctx.db.transaction().execute(async (trx) => {
      if (answer.kind === 'refused') {
        await trx
          .updateTable('lp_wallet_call')
          .set({ status: 'failed', last_error: `${answer.code}: ${answer.message}` })
          .where('id', '=', bet.id)
          .where('status', '=', 'pending')
          .execute();
        await trx
          .updateTable('lp_ticket')
          .set({ status: 'failed' })
          .where('id', '=', bet.ticket_id)
          .where('status', '=', 'pending')
          .execute();
      } else {
        await failUnansweredBet(trx, bet, answer.kind === 'unknown' ? answer.reason : 'rolled back', now);
      }
      await undoOrder(
        trx,
        orderId,
        bets.slice(index + 1).map((rest) => rest.id),
        now,
      );
    });
    await deliverRollbacksNow(ctx, orderId);
    throw answer.kind === 'ok' ? new LpError(503, 'wallet_unavailable') : walletFailure(answer);
  }
  const [order, tickets] = await Promise.all([
    ctx.db
      .updateTable('lp_order')
      .set({ status: 'placed' })
      .where('id', '=', orderId)
      .returning(['order_uid', 'total_stake'])
      .executeTakeFirstOrThrow(),
    ticketsOfOrder(ctx, orderId),
  ]);
  return {
    orderId: order.order_uid,
    totalStake: toMoney(order.total_stake),
    balance: balance ?? '0.00',
    tickets,
  };
}

/**
 * Records an accepted bet and opens its ticket in one statement (atomic without a transaction). False
 * when the call was no longer pending (settled meanwhile as unanswered). A ticket voided with its draw
 * meanwhile stays refunded (its rollback is queued).
 */
async function acceptBet(ctx: LpContext, bet: WalletCallRow, now: Date): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with marked as (
      update lp_wallet_call set status = 'acked', acked_at = ${now}
      where id = ${bet.id} and status = 'pending'
      returning ticket_id
    ), opened as (
      update lp_ticket set status = 'open'
      where id in (select ticket_id from marked) and status = 'pending'
    )
    select ticket_id as id from marked`.execute(ctx.db);
  return rows.length > 0;
}

/** Sends an undone order's rollbacks at once (the outbox retries any that fail). */
async function deliverRollbacksNow(ctx: LpContext, orderId: string): Promise<void> {
  const rollbacks = await ctx.db
    .selectFrom('lp_wallet_call')
    .innerJoin('lp_ticket', 'lp_ticket.id', 'lp_wallet_call.ticket_id')
    .selectAll('lp_wallet_call')
    .where('lp_ticket.order_id', '=', orderId)
    .where('lp_wallet_call.kind', '=', 'rollback')
    .where('lp_wallet_call.status', '=', 'pending')
    .execute();
  for (const call of rollbacks) await deliverCall(ctx, { ...call, attempts: call.attempts + 1 });
}

function findOrder(ctx: LpContext, playerId: string, requestId: string) {
  return ctx.db
    .selectFrom('lp_order')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

async function replay(
  ctx: LpContext,
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
): Promise<LpPurchaseResult> {
  if (order.status === 'placing') throw new LpError(409, 'order_in_progress');
  if (order.status === 'refused') throw new LpError(400, 'order_refused');
  const balance = await ctx.wallet.balance(order.player_id);
  return {
    orderId: order.order_uid,
    totalStake: toMoney(order.total_stake),
    balance: balance.kind === 'ok' ? balance.value.balance : '0.00',
    tickets: await ticketsOfOrder(ctx, order.id),
  };
}
