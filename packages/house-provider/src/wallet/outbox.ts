import { seamlessEndpoints, type SeamlessErrorCode } from '@app/contracts';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { HpContext } from '../context.js';
import type { HpDatabase, HpWalletCallTable } from '../db/schema.js';
import { retryDelayMs } from './retry-delay.js';
import type { TransactionResult } from './wallet-client.js';

export type WalletCallRow = Selectable<HpWalletCallTable>;

/** A claimed call belongs to its claimer this long (longer than the wallet client's timeout). */
export const CLAIM_LEASE_MS = 30_000;
/** A bet with no recorded answer after this long (its sender died) is rolled back. */
export const STALE_BET_MS = 60_000;
const BATCH = 50;

/** Refusals that a later attempt (fresh timestamp and nonce, or a fixed configuration) can turn into an ack. */
const retryableRefusals = new Set<SeamlessErrorCode>([
  'REQUEST_EXPIRED',
  'NONCE_REPLAYED',
  'INVALID_SIGNATURE',
  'PROVIDER_DISABLED',
]);

type Db = HpContext['db'] | Transaction<HpDatabase>;

export function queueCall(
  db: Db,
  call: Pick<Insertable<HpWalletCallTable>, 'kind' | 'round_id' | 'tx_id' | 'body'> & {
    nextAttemptAt: Date;
    attempts?: number;
  },
  now: Date,
): Promise<WalletCallRow> {
  return db
    .insertInto('hp_wallet_call')
    .values({
      kind: call.kind,
      round_id: call.round_id,
      tx_id: call.tx_id,
      path: seamlessEndpoints[call.kind].path,
      body: call.body,
      status: 'pending',
      attempts: call.attempts ?? 0,
      next_attempt_at: call.nextAttemptAt,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One attempt of a claimed win or rollback: acknowledged, parked on a definitive refusal (logged, kept
 * as 'failed' for an operator), or rescheduled with backoff. `call.attempts` already counts this one.
 */
export async function deliverCall(ctx: HpContext, call: WalletCallRow): Promise<TransactionResult> {
  const result = await ctx.wallet.send(call.path, call.body);
  const now = ctx.now();
  const update = ctx.db
    .updateTable('hp_wallet_call')
    .where('id', '=', call.id)
    .where('status', '=', 'pending');
  if (result.kind === 'ok') {
    await update.set({ status: 'acked', acked_at: now, last_error: null }).execute();
  } else if (result.kind === 'refused' && !retryableRefusals.has(result.code)) {
    ctx.log.error(
      { txId: call.tx_id, kind: call.kind, code: result.code, attempts: call.attempts },
      `house provider: the wallet refused ${call.kind} ${call.tx_id} (${result.code}); parked as failed`,
    );
    await update.set({ status: 'failed', last_error: `${result.code}: ${result.message}` }).execute();
  } else {
    const delay = retryDelayMs(call.attempts);
    const reason = result.kind === 'refused' ? result.code : result.reason;
    ctx.log.warn(
      { txId: call.tx_id, kind: call.kind, attempts: call.attempts, retryInMs: delay },
      `house provider: ${call.kind} ${call.tx_id} not acknowledged (${reason}); retrying`,
    );
    await update.set({ last_error: reason, next_attempt_at: new Date(now.getTime() + delay) }).execute();
  }
  return result;
}

/**
 * Claims due wins and rollbacks (FOR UPDATE SKIP LOCKED, so copies of the provider never take the same
 * call) by moving their next attempt a lease ahead; a claimer that dies leaves them due again.
 */
async function claimDueCalls(ctx: HpContext): Promise<WalletCallRow[]> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('hp_wallet_call')
      .select('id')
      .where('status', '=', 'pending')
      .where('kind', '!=', 'bet')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('hp_wallet_call')
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

/** Bets left without an answer by a provider copy that died mid-call: cancel the round, queue a rollback. */
async function rollBackStaleBets(ctx: HpContext): Promise<void> {
  const now = ctx.now();
  const stale = await ctx.db
    .selectFrom('hp_wallet_call')
    .selectAll()
    .where('kind', '=', 'bet')
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - STALE_BET_MS))
    .limit(BATCH)
    .execute();
  for (const bet of stale) {
    await ctx.db.transaction().execute((trx) => cancelUnansweredBet(trx, bet, 'no answer recorded', now));
  }
}

/**
 * A bet whose outcome is unknown: mark it failed, cancel its round and queue its rollback, unless
 * someone already settled it. Returns whether this call did.
 */
export async function cancelUnansweredBet(
  trx: Transaction<HpDatabase>,
  bet: WalletCallRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  const marked = await trx
    .updateTable('hp_wallet_call')
    .set({ status: 'failed', last_error: reason })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return false;
  await trx.updateTable('hp_round').set({ status: 'cancelled' }).where('id', '=', bet.round_id).execute();
  const { playerId, roundId, txId } = JSON.parse(bet.body) as {
    playerId: string;
    roundId: string;
    txId: string;
  };
  await queueCall(
    trx,
    {
      kind: 'rollback',
      round_id: bet.round_id,
      tx_id: `rb-${roundId}`,
      body: JSON.stringify({ playerId, txId: `rb-${roundId}`, refTxId: txId, roundId }),
      nextAttemptAt: now,
    },
    now,
  );
  return true;
}

/** Rolls back stale bets, then delivers every due win and rollback once. Returns how many were acknowledged. */
export async function runOutboxOnce(ctx: HpContext): Promise<number> {
  await rollBackStaleBets(ctx);
  let acked = 0;
  for (const call of await claimDueCalls(ctx)) {
    const result = await deliverCall(ctx, call);
    if (result.kind === 'ok') acked++;
  }
  return acked;
}
