import { retryDelayMs, type TransactionResult } from '@app/house-provider';
import { deliverWinBatch as deliverBatch, planWinBatches } from '@app/house-provider/win-batch';
import { SEAMLESS_WIN_BATCH_MAX, seamlessEndpoints, type SeamlessErrorCode } from '@app/contracts';
import type { Insertable, Selectable } from 'kysely';
import { releaseExposure } from '../bets/exposure.js';
import type { SbContext, SbDb } from '../context.js';
import type { SbWalletCallTable, WalletCallKind } from '../db/schema.js';

export type WalletCallRow = Selectable<SbWalletCallTable>;

/** A claimed call belongs to its claimer this long (longer than the wallet client's timeout). */
export const CLAIM_LEASE_MS = 30_000;
/** A bet with no recorded answer after this long (its sender died) is rolled back. */
export const STALE_BET_MS = 60_000;
/** Stale bets rolled back per pass. */
const BATCH = 1_000;
/**
 * A claim is delivered by WORKERS side by side, each taking the calls of its own share of the players
 * (by a hash of the player id): two winBatch calls in flight at once never credit one player, so the
 * platform's statements never wait for each other's account rows. A worker sends its wins a batch at a
 * time and its single calls a few at a time (WORKERS x SINGLES_PER_WORKER at most).
 */
const WORKERS = 6;
const SINGLES_PER_WORKER = 4;
/** Wins per winBatch call (the platform's maximum); a claim holds a batch for every worker. */
const WIN_BATCH = SEAMLESS_WIN_BATCH_MAX;
const CLAIM = WORKERS * WIN_BATCH;
/** A pass stops claiming after this long so the work loop gets back to the feed; the next pass goes on. */
const PASS_BUDGET_MS = 10_000;

/** Refusals a later attempt can turn into an ack (fresh signature, fixed configuration, funds back). */
const retryableRefusals = new Set<SeamlessErrorCode>([
  'REQUEST_EXPIRED',
  'NONCE_REPLAYED',
  'INVALID_SIGNATURE',
  'PROVIDER_DISABLED',
  'INSUFFICIENT_FUNDS',
]);

const pathOf = (kind: WalletCallKind): string => seamlessEndpoints[kind].path;

export type NewWalletCall = Pick<Insertable<SbWalletCallTable>, 'kind' | 'bet_id' | 'tx_id'> & {
  body: Record<string, unknown>;
  nextAttemptAt: Date;
  attempts?: number;
};

/** Queues calls (ignoring a tx id already queued: every movement is queued exactly once). */
export async function queueCalls(
  db: SbDb,
  calls: readonly NewWalletCall[],
  now: Date,
): Promise<WalletCallRow[]> {
  if (calls.length === 0) return [];
  return db
    .insertInto('sb_wallet_call')
    .values(
      calls.map((call) => ({
        kind: call.kind,
        bet_id: call.bet_id,
        tx_id: call.tx_id,
        path: pathOf(call.kind),
        body: JSON.stringify(call.body),
        status: 'pending' as const,
        attempts: call.attempts ?? 0,
        next_attempt_at: call.nextAttemptAt,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('tx_id').doNothing())
    .returningAll()
    .execute();
}

/** One attempt of a claimed call: acknowledged, parked on a definitive refusal, or rescheduled. */
export async function deliverCall(ctx: SbContext, call: WalletCallRow): Promise<TransactionResult> {
  const result = await ctx.wallet.send(call.path, call.body);
  await recordAnswer(ctx, call, result);
  return result;
}

/**
 * First attempts of wins as winBatch calls (one signed call and one platform statement for many wins),
 * their acks written in one statement; an item refused or unanswered is recorded like a single call's.
 */
function deliverWinBatch(ctx: SbContext, calls: readonly WalletCallRow[]): Promise<number> {
  return deliverBatch(ctx.wallet, calls, {
    ackAll: async (acked) => {
      await ctx.db
        .updateTable('sb_wallet_call')
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

/** Records one call's answer: acknowledged, parked on a definitive refusal, or rescheduled. */
async function recordAnswer(ctx: SbContext, call: WalletCallRow, result: TransactionResult): Promise<void> {
  const now = ctx.now();
  const update = ctx.db
    .updateTable('sb_wallet_call')
    .where('id', '=', call.id)
    .where('status', '=', 'pending');
  if (result.kind === 'ok') {
    await update.set({ status: 'acked', acked_at: now, last_error: null }).execute();
  } else if (result.kind === 'refused' && !retryableRefusals.has(result.code)) {
    ctx.log.error(
      { txId: call.tx_id, kind: call.kind, code: result.code },
      `sportsbook: the wallet refused ${call.kind} ${call.tx_id} (${result.code}); parked as failed`,
    );
    await update.set({ status: 'failed', last_error: `${result.code}: ${result.message}` }).execute();
  } else {
    const reason = result.kind === 'refused' ? result.code : result.reason;
    await update
      .set({ last_error: reason, next_attempt_at: new Date(now.getTime() + retryDelayMs(call.attempts)) })
      .execute();
  }
}

/**
 * Claims up to `limit` due calls (a lease of CLAIM_LEASE_MS). A call is never claimed while an earlier
 * call of its bet is still pending (a cash-out's win before the settlement's), so copies claiming side
 * by side deliver a bet's movements in order.
 */
async function claimDueCalls(ctx: SbContext, limit: number): Promise<WalletCallRow[]> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sb_wallet_call as c')
      .select('c.id')
      .where('c.status', '=', 'pending')
      .where('c.kind', '!=', 'bet')
      .where('c.next_attempt_at', '<=', now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sb_wallet_call as e')
              .select('e.id')
              .whereRef('e.bet_id', '=', 'c.bet_id')
              .where('e.status', '=', 'pending')
              .whereRef('e.id', '<', 'c.id'),
          ),
        ),
      )
      .orderBy('c.id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('sb_wallet_call')
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

/** A bet whose answer is unknown: mark it failed, cancel the bet and queue its rollback (once). */
export async function cancelUnansweredBet(
  db: SbDb,
  bet: WalletCallRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  const marked = await db
    .updateTable('sb_wallet_call')
    .set({ status: 'failed', last_error: reason })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return false;
  await releaseExposure(db, bet.bet_id);
  await db
    .updateTable('sb_bet')
    .set((eb) => ({
      status: 'cancelled',
      refusal: JSON.stringify({
        key: 'wallet_unavailable',
        message: 'The wallet did not answer; the bet was cancelled',
      }),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', bet.bet_id)
    .execute();
  const { playerId, roundId, txId } = JSON.parse(bet.body) as {
    playerId: string;
    roundId: string;
    txId: string;
  };
  await queueCalls(
    db,
    [
      {
        kind: 'rollback',
        bet_id: bet.bet_id,
        tx_id: `sb-rb-${roundId}`,
        body: { playerId, txId: `sb-rb-${roundId}`, refTxId: txId, roundId },
        nextAttemptAt: now,
      },
    ],
    now,
  );
  return true;
}

async function rollBackStaleBets(ctx: SbContext): Promise<void> {
  const now = ctx.now();
  const stale = await ctx.db
    .selectFrom('sb_wallet_call')
    .selectAll()
    .where('kind', '=', 'bet')
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - STALE_BET_MS))
    .limit(BATCH)
    .execute();
  for (const bet of stale)
    await ctx.db.transaction().execute((trx) => cancelUnansweredBet(trx, bet, 'no answer recorded', now));
}

/** Runs `work` on every item with at most `limit` running at once; resolves to the results in order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The calls split by the share of players they credit (see WORKERS). */
function byPlayerShare(calls: readonly WalletCallRow[]): WalletCallRow[][] {
  const shares: WalletCallRow[][] = Array.from({ length: WORKERS }, () => []);
  for (const call of calls) {
    const { playerId } = JSON.parse(call.body) as { playerId?: unknown };
    let hash = 0;
    for (const char of String(playerId)) hash = (hash * 31 + char.charCodeAt(0)) | 0;
    shares[Math.abs(hash) % WORKERS]!.push(call);
  }
  return shares;
}

/** One worker's calls: its wins in winBatch calls one after another, the rest a few at a time. */
async function deliverShare(ctx: SbContext, calls: readonly WalletCallRow[]): Promise<number> {
  const { batches, singles } = planWinBatches(calls, WIN_BATCH);
  const [batched, results] = await Promise.all([
    inPool(batches, 1, (batch) => deliverWinBatch(ctx, batch)),
    inPool(singles, SINGLES_PER_WORKER, (call) => deliverCall(ctx, call)),
  ]);
  return batched.reduce((sum, n) => sum + n, 0) + results.filter((result) => result.kind === 'ok').length;
}

/**
 * Rolls back stale bets, then delivers every due win, rollback and adjust once (first attempts of wins
 * in winBatch calls, the rest one by one), a claimed batch after another while batches come back full
 * (each claim delivered by WORKERS side by side); returns the acks. A claim is a lease
 * (CLAIM_LEASE_MS), so a copy that dies mid-batch leaves its calls to the next pass, and the platform
 * answers a repeated txId with its first answer.
 */
export async function runOutboxOnce(ctx: SbContext): Promise<number> {
  await rollBackStaleBets(ctx);
  const started = Date.now();
  let acked = 0;
  for (;;) {
    const calls = await claimDueCalls(ctx, CLAIM);
    const acks = await Promise.all(byPlayerShare(calls).map((share) => deliverShare(ctx, share)));
    acked += acks.reduce((sum, n) => sum + n, 0);
    if (calls.length < CLAIM || Date.now() - started > PASS_BUDGET_MS) return acked;
  }
}
