import { seamlessEndpoints, type SeamlessErrorCode } from '@app/contracts';
import { retryDelayMs } from '@app/house-provider/retry-delay';
import { deliverWinBatch as deliverBatch, planWinBatches } from '@app/house-provider/win-batch';
import type { TransactionResult } from '@app/house-provider/wallet-client';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { LpContext } from '../context.js';
import type { LpDatabase, LpWalletCallKind, LpWalletCallTable } from '../db/schema.js';

export type WalletCallRow = Selectable<LpWalletCallTable>;
type Db = Kysely<LpDatabase> | Transaction<LpDatabase>;

/** A claimed call belongs to its claimer this long (longer than the wallet client's timeout). */
export const CLAIM_LEASE_MS = 30_000;
/** A bet with no recorded answer after this long (its sender died) is rolled back. */
export const STALE_BET_MS = 60_000;
export const BATCH = 200;
/** Calls one pass sends at the same time. */
const PARALLEL = 8;
/** Calls claimed at once; their first-attempt wins go in winBatch calls of WIN_BATCH, BATCH_PARALLEL at a time. */
const CLAIM = 1_000;
const WIN_BATCH = 250;
const BATCH_PARALLEL = 4;

const paths: Record<LpWalletCallKind, string> = {
  bet: seamlessEndpoints.bet.path,
  win: seamlessEndpoints.win.path,
  rollback: seamlessEndpoints.rollback.path,
  adjust: seamlessEndpoints.adjust.path,
};

/**
 * Refusals a later attempt can turn into an ack. An adjustment also waits while it would overdraw the
 * player, or while the win that settles its round is still on its way.
 */
const retryable = (kind: string, code: SeamlessErrorCode) =>
  ['REQUEST_EXPIRED', 'NONCE_REPLAYED', 'INVALID_SIGNATURE', 'PROVIDER_DISABLED'].includes(code) ||
  (kind === 'adjust' && (code === 'INSUFFICIENT_FUNDS' || code === 'ROUND_NOT_SETTLED'));

export interface NewCall {
  kind: LpWalletCallKind;
  ticketId: string;
  txId: string;
  body: Record<string, unknown>;
}

/** The outbox rows of new calls, due at `dueAt`. */
export const callRows = (
  calls: readonly NewCall[],
  now: Date,
  dueAt = now,
): Insertable<LpWalletCallTable>[] =>
  calls.map((call) => ({
    kind: call.kind,
    ticket_id: call.ticketId,
    tx_id: call.txId,
    path: paths[call.kind],
    body: JSON.stringify(call.body),
    status: 'pending',
    attempts: call.kind === 'bet' ? 1 : 0,
    next_attempt_at: dueAt,
    created_at: now,
  }));

/** Queues calls (idempotent by txId: a call queued twice is stored once). */
export async function queueCalls(db: Db, calls: readonly NewCall[], now: Date, dueAt = now): Promise<void> {
  const rows = callRows(calls, now, dueAt);
  for (let i = 0; i < rows.length; i += 1_000) {
    await db
      .insertInto('lp_wallet_call')
      .values(rows.slice(i, i + 1_000))
      .onConflict((oc) => oc.column('tx_id').doNothing())
      .execute();
  }
}

export const rollbackCall = (ticket: { id: string; ticket_uid: string; player_id: string }): NewCall => ({
  kind: 'rollback',
  ticketId: ticket.id,
  txId: `rb-${ticket.ticket_uid}`,
  body: {
    playerId: ticket.player_id,
    txId: `rb-${ticket.ticket_uid}`,
    refTxId: `bet-${ticket.ticket_uid}`,
    roundId: ticket.ticket_uid,
  },
});

/** One attempt of a claimed call: acknowledged, parked on a definitive refusal, or rescheduled with backoff. */
export async function deliverCall(ctx: LpContext, call: WalletCallRow): Promise<TransactionResult> {
  const result = await ctx.wallet.send(call.path, call.body);
  await recordAnswer(ctx, call, result);
  return result;
}

/**
 * First attempts of wins as one winBatch call (one signed call and one platform statement for many
 * wins), their acks written in one statement; an item refused or unanswered is recorded like a single
 * call's. Answers the acks.
 */
function deliverWinBatch(ctx: LpContext, calls: readonly WalletCallRow[]): Promise<number> {
  return deliverBatch(ctx.wallet, calls, {
    ackAll: async (acked) => {
      await ctx.db
        .updateTable('lp_wallet_call')
        .set({ status: 'acked', acked_at: ctx.now(), last_error: null })
        .where(
          'id',
          'in',
          acked.map((call) => call.id),
        )
        .where('status', '=', 'pending')
        .execute();
    },
    record: (call, result) => recordAnswer(ctx, call, result),
  });
}

/** Records one call's answer: acknowledged, parked on a definitive refusal, or rescheduled with backoff. */
async function recordAnswer(ctx: LpContext, call: WalletCallRow, result: TransactionResult): Promise<void> {
  const now = ctx.now();
  const update = ctx.db
    .updateTable('lp_wallet_call')
    .where('id', '=', call.id)
    .where('status', '=', 'pending');
  if (result.kind === 'ok') {
    await update.set({ status: 'acked', acked_at: now, last_error: null }).execute();
  } else if (result.kind === 'refused' && !retryable(call.kind, result.code)) {
    ctx.log.error(
      { txId: call.tx_id, kind: call.kind, code: result.code },
      `lottery provider: the wallet refused ${call.kind} ${call.tx_id} (${result.code}); parked as failed`,
    );
    await update.set({ status: 'failed', last_error: `${result.code}: ${result.message}` }).execute();
  } else {
    const reason = result.kind === 'refused' ? result.code : result.reason;
    await update
      .set({ last_error: reason, next_attempt_at: new Date(now.getTime() + retryDelayMs(call.attempts)) })
      .execute();
  }
}

async function claimDueCalls(ctx: LpContext): Promise<WalletCallRow[]> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('lp_wallet_call')
      .select('id')
      .where('status', '=', 'pending')
      .where('kind', '!=', 'bet')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(CLAIM)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('lp_wallet_call')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

/**
 * A bet whose outcome is unknown: mark it failed, fail its ticket and queue its rollback, unless someone
 * already settled it. Returns whether this call did.
 */
export async function failUnansweredBet(
  trx: Transaction<LpDatabase>,
  bet: WalletCallRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  const marked = await trx
    .updateTable('lp_wallet_call')
    .set({ status: 'failed', last_error: reason })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return false;
  const ticket = await trx
    .updateTable('lp_ticket')
    .set({ status: 'failed' })
    .where('id', '=', bet.ticket_id)
    .where('status', '=', 'pending')
    .returning(['id', 'ticket_uid', 'player_id', 'draw_id', 'selections'])
    .executeTakeFirst();
  if (ticket) await queueCalls(trx, [rollbackCall(ticket)], now);
  return true;
}

/**
 * Delivers every due win, rollback and adjustment once (first attempts of wins in winBatch calls, the
 * rest one by one). Win batches are pipelined: up to BATCH_PARALLEL stay in flight while the next calls
 * are claimed, so a big draw's prizes never wait for the slowest batch of a claim. A claim's other calls
 * go once its batches are answered (a round's adjustment or rollback after its win). Answers the acks.
 */
export async function deliverDueCalls(ctx: LpContext): Promise<number> {
  let acked = 0;
  let failure: { error: unknown } | null = null;
  const inFlight = new Set<Promise<void>>();
  const settle = async () => {
    await Promise.all(inFlight);
    if (failure) throw failure.error;
  };
  for (;;) {
    const calls = await claimDueCalls(ctx);
    if (calls.length === 0) break;
    const { batches, singles } = planWinBatches(calls, WIN_BATCH);
    for (const batch of batches) {
      while (inFlight.size >= BATCH_PARALLEL) await Promise.race(inFlight);
      // Never rejects: the first failure is thrown once every batch in flight has been answered.
      const sending: Promise<void> = deliverWinBatch(ctx, batch)
        .then(
          (count) => {
            acked += count;
          },
          (error: unknown) => {
            failure ??= { error };
          },
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    if (singles.length > 0) await settle();
    for (let i = 0; i < singles.length; i += PARALLEL) {
      const results = await Promise.all(singles.slice(i, i + PARALLEL).map((call) => deliverCall(ctx, call)));
      acked += results.filter((result) => result.kind === 'ok').length;
    }
    if (calls.length < CLAIM) break;
  }
  await settle();
  return acked;
}
