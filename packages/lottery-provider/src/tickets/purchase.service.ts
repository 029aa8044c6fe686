import type { z } from 'zod';
import { checkSelection } from '../bets/registry.js';
import type { LpPurchaseResult, lpPurchaseRequestSchema } from '../client-api.js';
import type { LpContext } from '../context.js';
import { LpError } from '../errors.js';
import type { Game, Pricing } from '../games/game-store.js';
import { nextDraws, type SlipDraw } from '../draws/draw.service.js';
import { fromMoney, toMoney } from '../money.js';
import { sessionTokenHash, validSession, walletFailure } from '../sessions/session.service.js';
import { deliverCall, failUnansweredBet } from '../wallet/outbox.js';
import { lineStake, type TicketSelections } from './ticket-selection.js';
import { ticketsOfOrder } from './ticket-queries.js';
import { liabilityRefusal } from './liability.js';
import { STALE, writeOrder, type OrderDraft, type WrittenOrder } from './order-writes.js';
import {
  cachedPurchaseReads,
  freshPurchaseReads,
  type ExistingOrder,
  type PurchaseReads,
} from './purchase-reads.js';
import { ackBet } from './bet-acks.js';
import { undoOrder } from './undo-order.js';

type PurchaseInput = z.output<typeof lpPurchaseRequestSchema>;
const UNIQUE_VIOLATION = '23505';

/** Prices the slip: every selection checked against its bet type and the game's current odds. */
function priceSlip(
  game: Game,
  pricing: Pricing,
  input: PurchaseInput,
): { selections: TicketSelections; rebateBp: number } {
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

/** Purchases tried on fresh reads before the slip is refused as closed (a draw or the game changed between). */
const FRESH_ATTEMPTS = 2;

/**
 * Buys a slip: one ticket per draw (the current one, then the chase), each a seamless round paid by its
 * own bet. The order, its tickets, their liability and their bet calls are written durably in one
 * statement (shared with the orders waiting at that moment); then the bets are sent in draw order. If
 * one is refused or unanswered the whole order is undone: accepted bets are rolled back, the rest never
 * sent. A repeated requestId answers the same order. Round trips to the database: the reads (unless
 * this copy read them within the last second), a share of the order's statement, then a share of one
 * statement per accepted bet.
 */
export async function purchase(
  ctx: LpContext,
  authorization: string | undefined,
  input: PurchaseInput,
): Promise<LpPurchaseResult> {
  const now = ctx.now();
  const tokenHash = sessionTokenHash(authorization);
  if (!tokenHash) throw new LpError(401, 'not_logged_in');
  const slip = { gameCode: input.gameCode, requestId: input.requestId, draws: input.chase.draws };
  const cached = cachedPurchaseReads(ctx, tokenHash, slip);
  // What the cached reads refuse, or the order's statement finds changed, is tried again afresh.
  const cachedDraft =
    cached &&
    (await orderDraft(ctx, input, cached, now).catch((error: unknown) => {
      if (error instanceof LpError) return undefined;
      throw error;
    }));
  if (cachedDraft && !('replay' in cachedDraft)) {
    const bought = await buy(ctx, cachedDraft);
    if (bought !== STALE) return bought;
  }
  for (let attempt = 1; ; attempt++) {
    const reads = await freshPurchaseReads(ctx, tokenHash, slip, now);
    const draft = await orderDraft(ctx, input, reads ?? { session: undefined }, now);
    if ('replay' in draft) return replay(ctx, draft.replay);
    const bought = await buy(ctx, draft);
    if (bought !== STALE) return bought;
    if (attempt === FRESH_ATTEMPTS) throw new LpError(409, 'betting_closed');
  }
}

/** The order a slip makes on `reads`, checked and priced, or the order of the same request id. */
async function orderDraft(
  ctx: LpContext,
  input: PurchaseInput,
  reads: PurchaseReads | { session: undefined },
  now: Date,
): Promise<OrderDraft | { replay: ExistingOrder }> {
  const session = validSession(ctx, reads.session);
  const { existing, priced, draws: slipDraws } = reads as PurchaseReads;
  if (existing) return { replay: existing };
  if (input.gameCode !== session.game_code) {
    throw new LpError(
      400,
      'game_unavailable',
      {},
      'This session is for another lottery; open that game first',
    );
  }
  if (!priced || !priced.game.enabled) throw new LpError(400, 'game_unavailable');
  const { game } = priced;
  const { selections, rebateBp } = priceSlip(game, priced.pricing, input);
  // The chase's later draws may not have been created yet.
  const draws =
    slipDraws.length === input.chase.draws ? slipDraws : await nextDraws(ctx, game, now, input.chase.draws);
  const stake = stakeOf(selections);
  if (stake < game.minStake || stake > game.maxStake) {
    throw new LpError(
      400,
      'stake_out_of_range',
      {},
      `A ticket costs ${toMoney(game.minStake)} to ${toMoney(game.maxStake)}; this one costs ${toMoney(stake)}`,
    );
  }
  if (draws.length === 0) throw new LpError(409, 'betting_closed');
  if (input.issue !== undefined && draws[0]!.issue !== input.issue) {
    throw await issueClosed(ctx, game.code, input.issue, draws[0]!.issue);
  }
  checkChase(draws, input.chase.draws);
  return { session, priced, input, selections, stake, rebateBp, draws, now };
}

/** Writes the draft's order and sends its bets; STALE when its reads no longer held (nothing written). */
async function buy(ctx: LpContext, draft: OrderDraft): Promise<LpPurchaseResult | typeof STALE> {
  let order: WrittenOrder | typeof STALE;
  try {
    order = await writeOrder(ctx, draft);
  } catch (error) {
    const refusal = liabilityRefusal(error);
    if (refusal) throw refusal;
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const raced = await findOrder(ctx, draft.session.player_id, draft.input.requestId);
    if (!raced) throw error;
    return replay(ctx, raced);
  }
  if (order === STALE) return STALE;
  return placeBets(ctx, order);
}

/**
 * A chase follows the next draws one after another: when one of them does not take bets (voided,
 * drawn early) the slip is refused, naming it, rather than skipping it and buying a later draw.
 */
function checkChase(draws: readonly SlipDraw[], wanted: number): void {
  const blocked = draws.findIndex((draw) => draw.status !== 'open');
  const open = blocked < 0 ? draws.length : blocked;
  if (open >= wanted) return;
  const issue = draws[open]?.issue;
  throw new LpError(
    409,
    'chase_unavailable',
    issue ? { issue, params: { draws: wanted, open, issue } } : { params: { draws: wanted, open } },
    `Only the next ${open} draw(s) take bets${issue ? ` (draw ${issue} does not)` : ''}; nothing was bought. Follow at most ${open} draw(s)`,
  );
}

/** The refusal of a slip built for an issue that no longer takes bets, naming what became of it. */
async function issueClosed(
  ctx: LpContext,
  gameCode: string,
  issue: string,
  current: string,
): Promise<LpError> {
  const draw = await ctx.db
    .selectFrom('lp_draw')
    .select('status')
    .where('game_code', '=', gameCode)
    .where('issue', '=', issue)
    .executeTakeFirst();
  const what = !draw
    ? `There is no draw ${issue}`
    : draw.status === 'void'
      ? `Draw ${issue} was cancelled`
      : draw.status === 'open'
        ? `Betting on draw ${issue} has closed`
        : `Draw ${issue} has been drawn`;
  return new LpError(
    409,
    'betting_closed',
    { issue: current },
    `${what}; nothing was bought. The current draw is ${current}`,
  );
}

/** Sends the order's bets in draw order; the first failure undoes the whole order. */
async function placeBets(ctx: LpContext, written: WrittenOrder): Promise<LpPurchaseResult> {
  const { id: orderId, bets } = written;
  let balance: string | null = null;
  let allOpened = true;
  for (const [index, bet] of bets.entries()) {
    const answer = await ctx.wallet.send(bet.path, bet.body);
    const now = ctx.now();
    if (answer.kind === 'ok') {
      const last = index === bets.length - 1;
      const accepted = await ackBet(ctx, { callId: bet.id, placingOrderId: last ? orderId : null });
      if (accepted.ok) {
        balance = answer.value.balance;
        allOpened &&= accepted.opened;
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
  return {
    orderId: written.orderUid,
    totalStake: toMoney(written.totalStake),
    balance: balance ?? '0.00',
    // A ticket voided with its draw while its bet was on its way is shown as it now stands.
    tickets: allOpened ? written.tickets : await ticketsOfOrder(ctx, orderId),
  };
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

function findOrder(ctx: LpContext, playerId: string, requestId: string): Promise<ExistingOrder | undefined> {
  return ctx.db
    .selectFrom('lp_order')
    .select(['id', 'order_uid', 'player_id', 'status', 'total_stake'])
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

async function replay(ctx: LpContext, order: ExistingOrder): Promise<LpPurchaseResult> {
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
