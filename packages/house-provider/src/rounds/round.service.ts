import { randomBytes } from 'node:crypto';
import type { RoundRecord, RoundRequest } from '@app/house-games';
import { createSeedCommitment, playFairRound } from '@app/house-games/server';
import type { Selectable, Transaction } from 'kysely';
import { hpBetSchemas, type HpPlayRoundRequest, type HpRoundResult } from '../client-api.js';
import type { HpContext } from '../context.js';
import type { HpDatabase, HpRoundTable } from '../db/schema.js';
import { HpError } from '../errors.js';
import { fromMoney, toMoney } from '../money.js';
import { fairnessOf, type SessionRow } from '../sessions/session.service.js';
import {
  CLAIM_LEASE_MS,
  cancelUnansweredBet,
  deliverCall,
  queueCall,
  type WalletCallRow,
} from '../wallet/outbox.js';
import { walletFailure } from '../wallet/wallet-errors.js';
import { assertNoOpenRound, dealRequest, isTwoStep, openView } from './open-rounds.js';

export type RoundRow = Selectable<HpRoundTable>;

/** Rounds one session may start per second. */
export const MAX_ROUNDS_PER_SECOND = 10;

const UNIQUE_VIOLATION = '23505';

/**
 * Plays one round. Real money: the round and its bet call are stored, the bet is sent, then the round
 * (already decided by the committed seed) is shown and its win goes through the outbox. Demo: the
 * same engine against the session's play money, in one transaction.
 * A repeated requestId answers the round it started.
 */
export async function playRound(
  ctx: HpContext,
  session: SessionRow,
  input: HpPlayRoundRequest,
): Promise<HpRoundResult> {
  const bet = hpBetSchemas[session.engine as keyof typeof hpBetSchemas].safeParse(input.bet);
  if (!bet.success) {
    throw new HpError(400, 'invalid_request', {}, bet.error.issues[0]?.message ?? 'Invalid bet');
  }
  const request = dealRequest({
    engine: session.engine,
    configId: session.config_id,
    bet: bet.data,
  } as RoundRequest);

  const existing = await findRound(ctx, session, input.requestId);
  if (existing) return replay(ctx, existing);
  let started: Started;
  try {
    started = await ctx.db
      .transaction()
      .execute((trx) => startRound(ctx, trx, session, input.requestId, request));
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const raced = await findRound(ctx, session, input.requestId);
    if (!raced) throw error;
    return replay(ctx, raced);
  }
  if (started.kind === 'demo') return started.result;
  return settleRealRound(ctx, started.round, started.bet);
}

type Started =
  { kind: 'demo'; result: HpRoundResult } | { kind: 'real'; round: RoundRow; bet: WalletCallRow };

/** Locks the session, applies the rate limit, decides the round with the committed seed and commits the next one. */
async function startRound(
  ctx: HpContext,
  trx: Transaction<HpDatabase>,
  session: SessionRow,
  requestId: string,
  request: RoundRequest,
): Promise<Started> {
  const now = ctx.now();
  const locked = await trx
    .selectFrom('hp_session')
    .selectAll()
    .where('id', '=', session.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const second = Math.floor(now.getTime() / 1000);
  const sameSecond = Number(locked.rate_second) === second;
  if (sameSecond && locked.rate_count >= MAX_ROUNDS_PER_SECOND) {
    throw new HpError(429, 'too_many_rounds', { retryAfterSeconds: 1 });
  }
  const twoStep = isTwoStep(request.engine);
  if (twoStep) await assertNoOpenRound(trx, locked);

  const record = playFairRound(
    request,
    { serverSeed: locked.server_seed, clientSeed: locked.client_seed, nonce: locked.nonce },
    { reveal: true },
  );
  const next = createSeedCommitment();
  const roundUid = randomBytes(12).toString('base64url');
  const base = {
    round_uid: roundUid,
    session_id: locked.id,
    request_id: requestId,
    mode: locked.mode,
    player_id: locked.player_id,
    node_id: locked.node_id,
    engine: record.engine,
    stake: BigInt(record.stake),
    // A two-step round wins nothing until its draw.
    win: twoStep ? 0n : BigInt(record.win),
    record: JSON.stringify(record),
    created_at: now,
  };
  const sessionUpdate = {
    server_seed: next.serverSeed,
    server_seed_hash: next.serverSeedHash,
    nonce: locked.nonce + 1,
    rate_second: BigInt(second),
    rate_count: sameSecond ? locked.rate_count + 1 : 1,
  };

  if (locked.mode === 'demo') {
    const balance = BigInt(locked.demo_balance ?? 0);
    if (balance < BigInt(record.stake)) {
      throw new HpError(400, 'insufficient_funds', { balance: toMoney(balance) });
    }
    const after = balance - BigInt(record.stake) + base.win;
    await trx
      .insertInto('hp_round')
      .values({ ...base, status: twoStep ? 'open' : 'played', balance_after: after })
      .execute();
    const updated = await trx
      .updateTable('hp_session')
      .set({ ...sessionUpdate, demo_balance: after })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      kind: 'demo',
      result: {
        roundId: roundUid,
        round: twoStep ? openView(record) : record,
        balance: toMoney(after),
        winPending: false,
        fairness: fairnessOf(updated),
        ...(twoStep ? { open: true } : {}),
      },
    };
  }

  const round = await trx
    .insertInto('hp_round')
    .values({ ...base, status: 'pending', balance_after: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const txId = `bet-${roundUid}`;
  const bet = await queueCall(
    trx,
    {
      kind: 'bet',
      round_id: round.id,
      tx_id: txId,
      body: JSON.stringify({
        launchToken: locked.launch_token,
        playerId: locked.player_id,
        txId,
        roundId: roundUid,
        amount: toMoney(record.stake),
      }),
      attempts: 1,
      // Bets are never retried; the outbox only reads this row to roll back a bet left unanswered.
      nextAttemptAt: now,
    },
    now,
  );
  await trx.updateTable('hp_session').set(sessionUpdate).where('id', '=', locked.id).execute();
  return { kind: 'real', round, bet };
}

/** Sends the bet; on success shows the round and sends its win (the outbox retries it if need be). */
async function settleRealRound(ctx: HpContext, round: RoundRow, bet: WalletCallRow): Promise<HpRoundResult> {
  const answer = await ctx.wallet.send(bet.path, bet.body);
  const now = ctx.now();

  if (answer.kind === 'refused') {
    await ctx.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('hp_wallet_call')
        .set({ status: 'failed', last_error: `${answer.code}: ${answer.message}` })
        .where('id', '=', bet.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (marked.numUpdatedRows > 0n) {
        await trx.updateTable('hp_round').set({ status: 'cancelled' }).where('id', '=', round.id).execute();
      }
    });
    throw walletFailure(answer);
  }
  if (answer.kind === 'unknown') {
    ctx.log.warn(
      { txId: bet.tx_id, reason: answer.reason },
      'house provider: bet outcome unknown; rolling it back',
    );
    await ctx.db.transaction().execute((trx) => cancelUnansweredBet(trx, bet, answer.reason, now));
    throw walletFailure(answer);
  }

  const betBalance = answer.value.balance;
  const twoStep = isTwoStep(round.engine);
  const win = await ctx.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('hp_wallet_call')
      .set({ status: 'acked', acked_at: now })
      .where('id', '=', bet.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // Already rolled back as unanswered (this request outlived the stale-bet limit): not played.
    if (marked.numUpdatedRows === 0n) return null;
    await trx
      .updateTable('hp_round')
      .set({ status: twoStep ? 'open' : 'played', balance_after: fromMoney(betBalance) })
      .where('id', '=', round.id)
      .execute();
    return twoStep ? 'open' : queueWinCall(trx, round, round.win, now);
  });
  if (!win) throw new HpError(503, 'wallet_unavailable');
  if (win === 'open') {
    return replay(ctx, { ...round, status: 'open', balance_after: fromMoney(betBalance).toString() });
  }
  return sendWin(ctx, round, win, betBalance);
}

/** Queues a round's win, claimed by the caller for its immediate attempt (the outbox takes over if it fails). */
export function queueWinCall(
  trx: Transaction<HpDatabase>,
  round: RoundRow,
  amount: bigint | string,
  now: Date,
): Promise<WalletCallRow> {
  const winTxId = `win-${round.round_uid}`;
  return queueCall(
    trx,
    {
      kind: 'win',
      round_id: round.id,
      tx_id: winTxId,
      body: JSON.stringify({
        playerId: round.player_id,
        txId: winTxId,
        roundId: round.round_uid,
        amount: toMoney(amount),
        endRound: true,
      }),
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    },
    now,
  );
}

/** Sends a queued win once and answers the round; if it fails the outbox delivers it (winPending). */
export async function sendWin(
  ctx: HpContext,
  round: RoundRow,
  win: WalletCallRow,
  betBalance: string,
): Promise<HpRoundResult> {
  const winAnswer = await deliverCall(ctx, win);
  let balance = betBalance;
  if (winAnswer.kind === 'ok') {
    balance = winAnswer.value.balance;
    await ctx.db
      .updateTable('hp_round')
      .set({ balance_after: fromMoney(balance) })
      .where('id', '=', round.id)
      .execute();
  }
  const session = await ctx.db
    .selectFrom('hp_session')
    .selectAll()
    .where('id', '=', round.session_id)
    .executeTakeFirstOrThrow();
  return {
    roundId: round.round_uid,
    round: round.record as RoundRecord,
    balance,
    winPending: winAnswer.kind !== 'ok',
    fairness: fairnessOf(session),
  };
}

function findRound(ctx: HpContext, session: SessionRow, requestId: string): Promise<RoundRow | undefined> {
  return ctx.db
    .selectFrom('hp_round')
    .selectAll()
    .where('session_id', '=', session.id)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The answer of a round already started (a repeated requestId, a repeated draw, an open hand). */
export async function replay(ctx: HpContext, round: RoundRow): Promise<HpRoundResult> {
  if (round.status === 'pending') throw new HpError(409, 'round_in_progress');
  if (round.status === 'cancelled') throw new HpError(400, 'round_cancelled');
  const record = round.record as RoundRecord;
  if (round.status === 'open') {
    const session = await ctx.db
      .selectFrom('hp_session')
      .selectAll()
      .where('id', '=', round.session_id)
      .executeTakeFirstOrThrow();
    return {
      roundId: round.round_uid,
      round: openView(record),
      balance: toMoney(round.balance_after ?? 0),
      winPending: false,
      fairness: fairnessOf(session),
      open: true,
    };
  }
  const [session, win] = await Promise.all([
    ctx.db.selectFrom('hp_session').selectAll().where('id', '=', round.session_id).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('hp_wallet_call')
      .select('status')
      .where('round_id', '=', round.id)
      .where('kind', '=', 'win')
      .executeTakeFirst(),
  ]);
  return {
    roundId: round.round_uid,
    round: record,
    balance: toMoney(round.balance_after ?? 0),
    winPending: round.mode === 'real' && win?.status !== 'acked',
    fairness: fairnessOf(session),
  };
}
