import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { checkSelection } from '../bets/registry.js';
import type { LpPurchaseResult, LpTicketView, lpPurchaseRequestSchema } from '../client-api.js';
import type { LpContext } from '../context.js';
import type { LpDatabase } from '../db/schema.js';
import { LpError } from '../errors.js';
import { pricedGameHolds, type Game, type PricedGame, type Pricing } from '../games/game-store.js';
import { nextDraws, nextDrawsAre, type SlipDraw } from '../draws/draw.service.js';
import { fromMoney, toMoney } from '../money.js';
import {
  sessionTokenHash,
  validSession,
  walletFailure,
  type SessionRow,
} from '../sessions/session.service.js';
import { callRows, deliverCall, failUnansweredBet, type WalletCallRow } from '../wallet/outbox.js';
import { liabilityOf, lineStake, type TicketSelections } from './ticket-selection.js';
import { ticketsOfOrder } from './ticket-queries.js';
import { ticketView } from './ticket-view.js';
import { liabilityRefusal, liabilityReservation } from './liability.js';
import {
  cachedPurchaseReads,
  freshPurchaseReads,
  type ExistingOrder,
  type PurchaseReads,
} from './purchase-reads.js';
import { purchaseWrite } from './purchase-writes.js';
import { undoOrder } from './undo-order.js';

type PurchaseInput = z.output<typeof lpPurchaseRequestSchema>;
const newUid = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;
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

/** A purchase tried on reads that no longer held: nothing was written. */
const STALE = Symbol('stale reads');
/** Purchases tried on fresh reads before the slip is refused as closed (a draw or the game changed between). */
const FRESH_ATTEMPTS = 2;

/**
 * Buys a slip: one ticket per draw (the current one, then the chase), each a seamless round paid by its
 * own bet. The order, its tickets, their liability and their bet calls are written in one statement and
 * made durable; then the bets are sent in draw order. If one is refused or unanswered the whole order is
 * undone: accepted bets are rolled back, the rest never sent. A repeated requestId answers the same
 * order. Round trips to the database: the order (after the reads, unless this copy read them within
 * the last second), then a share of one statement (shared with the purchases waiting at that moment)
 * for durability and one per accepted bet.
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
  const { game } = draft.priced;
  const reservation = liabilityReservation(
    draft.draws.map((draw) => draw.id),
    liabilityOf(draft.selections, game.family),
    { number: game.numberLimit, draw: game.drawLimit },
  );
  let order: WrittenOrder | typeof STALE;
  try {
    order = await writeOrder(ctx.db, draft, reservation);
  } catch (error) {
    const refusal = liabilityRefusal(error);
    if (refusal) throw refusal;
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const raced = await findOrder(ctx, draft.session.player_id, draft.input.requestId);
    if (!raced) throw error;
    return replay(ctx, raced);
  }
  if (order === STALE) return STALE;
  await purchaseWrite(ctx, { kind: 'durable', callIds: order.bets.map((bet) => bet.id) });
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

interface OrderDraft {
  session: SessionRow;
  priced: PricedGame;
  input: PurchaseInput;
  selections: TicketSelections;
  stake: bigint;
  rebateBp: number;
  draws: SlipDraw[];
  now: Date;
}

/**
 * A written order and its bet calls in draw order (what placeBets sends, without reading them back),
 * with its tickets as the answer shows them once every bet is accepted.
 */
interface WrittenOrder {
  id: string;
  orderUid: string;
  totalStake: bigint;
  bets: WalletCallRow[];
  tickets: LpTicketView[];
}

/**
 * Writes the order, its tickets and their bet calls and reserves their liability, in one statement (its
 * own transaction) committed without waiting for the WAL flush: the draws' hot liability rows stay
 * locked only for the statement (see liability.ts); the caller makes the order durable before sending
 * a bet. Nothing is written or reserved (STALE) unless the draft's reads still hold: its draws are still
 * the slip's next draws and open now (an operator may have voided one meanwhile, or the reads were this
 * copy's cached ones), and the game still takes bets at the pricing, stakes and limits it was priced
 * on. The draws' rows are share-locked first, then the liability rows, until the commit, so a void or a
 * draw waits.
 */
async function writeOrder(
  db: Kysely<LpDatabase>,
  draft: OrderDraft,
  reservation: RawBuilder<unknown>,
): Promise<WrittenOrder | typeof STALE> {
  const { session, priced, input, selections, stake, rebateBp, now } = draft;
  const { game } = priced;
  const tickets = draft.draws.map((draw) => ({ uid: newUid('T'), drawId: draw.id }));
  const orderUid = newUid('O');
  const totalStake = stake * BigInt(tickets.length);
  const rebate = (stake * BigInt(rebateBp)) / 10_000n;
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
  const { rows } = await sql<WalletCallRow & { order_id: string }>`
    with open_draws as (
      select id from lp_draw
      where id = any(${tickets.map((t) => t.drawId)}::bigint[]) and status = 'open' and closes_at > ${now}
      for share
    ), ready as (
      select count(*) = ${tickets.length}
          and ${nextDrawsAre(
            game.code,
            now,
            tickets.map((t) => t.drawId),
          )}
          and ${pricedGameHolds(priced)} as all_open,
        set_config('synchronous_commit', 'off', true)
      from open_draws
    ), reserved as (
      select ${reservation} from ready where all_open
    ), new_order as (
      insert into lp_order (order_uid, player_id, request_id, game_code, chase_draws, stop_on_win,
        total_stake, status, created_at)
      select ${orderUid}, ${session.player_id}, ${input.requestId}, ${game.code}, ${input.chase.draws},
        ${input.chase.stopOnWin}, ${totalStake.toString()}::bigint, 'placing', ${now}
      from reserved
      returning id
    ), new_tickets as (
      insert into lp_ticket (ticket_uid, order_id, player_id, draw_id, game_code, selections, stake, rebate,
        status, win, created_at)
      select t.uid, o.id, ${session.player_id}, t.draw_id, ${game.code}, ${JSON.stringify(selections)}::jsonb,
        ${stake.toString()}::bigint, ${rebate.toString()}::bigint, 'pending', 0,
        ${now}
      from new_order o
      cross join unnest(${tickets.map((t) => t.uid)}::text[], ${tickets.map((t) => t.drawId)}::bigint[])
        with ordinality as t(uid, draw_id, n)
      order by t.n
      returning id, ticket_uid
    ), new_calls as (
      insert into lp_wallet_call (kind, ticket_id, tx_id, path, body, status, attempts, next_attempt_at,
        created_at)
      select 'bet', t.id, c.tx_id, c.path, c.body, 'pending', 1, ${now}, ${now}
      from new_tickets t
      join unnest(${calls.map((c) => c.tx_id)}::text[], ${calls.map((c) => c.path)}::text[],
        ${calls.map((c) => c.body)}::text[]) as c(tx_id, path, body) on c.tx_id = 'bet-' || t.ticket_uid
      returning *
    )
    select c.*, (select id from new_order) as order_id from new_calls c`.execute(db);
  if (rows.length !== tickets.length) return STALE;
  const position = new Map(tickets.map((ticket, index) => [`bet-${ticket.uid}`, index]));
  // Sent in draw order, as the tickets were given.
  const bets = rows.sort((a, b) => position.get(a.tx_id)! - position.get(b.tx_id)!);
  const id = String(rows[0]!.order_id);
  const views = tickets.map((ticket, index) =>
    ticketView({
      id: bets[index]!.ticket_id,
      ticket_uid: ticket.uid,
      order_id: id,
      player_id: session.player_id,
      draw_id: ticket.drawId,
      game_code: game.code,
      selections,
      stake: stake.toString(),
      rebate: rebate.toString(),
      status: 'open',
      win: '0',
      line_wins: null,
      settled_version: 0,
      created_at: now,
      settled_at: null,
      issue: draft.draws[index]!.issue,
      draw_at: new Date(draft.draws[index]!.draw_at),
      order_uid: orderUid,
    }),
  );
  return { id, orderUid, totalStake, bets, tickets: views };
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
      const accepted = await purchaseWrite(ctx, {
        kind: 'ack',
        callId: bet.id,
        placingOrderId: last ? orderId : null,
      });
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
