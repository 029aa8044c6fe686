import type { RoundRecord, RoundRequest } from '@app/house-games';
import { playFairRound } from '@app/house-games/server';
import { sql, type Transaction } from 'kysely';
import type { HpDrawRequest, HpRoundResult } from '../client-api.js';
import type { HpContext } from '../context.js';
import type { HpDatabase } from '../db/schema.js';
import { HpError } from '../errors.js';
import { toMoney } from '../money.js';
import { fairnessOf, type SessionRow } from '../sessions/session.service.js';
import type { WalletCallRow } from '../wallet/outbox.js';
import { isTwoStep, openRoundsOf } from './open-rounds.js';
import { queueWinCall, replay, sendWin, type RoundRow } from './round.service.js';

/**
 * The draw of an open video poker hand: the round is replayed from its committed seed with the
 * player's holds, stored as played (seed revealed) and its win queued in the same transaction, then
 * sent. A repeated draw answers the round as drawn; a crash after the commit leaves the win to the outbox.
 */
export async function drawRound(
  ctx: HpContext,
  session: SessionRow,
  roundId: string,
  input: HpDrawRequest,
): Promise<HpRoundResult> {
  const now = ctx.now();
  const drawn = await ctx.db.transaction().execute(async (trx) => {
    const round = await openRoundsOf(trx, session)
      .selectAll()
      .where('round_uid', '=', roundId)
      .forUpdate()
      .executeTakeFirst();
    return round ? settleHand(trx, round, input.holds, now) : null;
  });

  if (!drawn) return replayDrawn(ctx, session, roundId);
  const { played, call } = drawn;
  if (call) return sendWin(ctx, played, call, toMoney(played.balance_after ?? 0));
  return {
    roundId: played.round_uid,
    round: played.record as RoundRecord,
    balance: toMoney(played.balance_after ?? 0),
    winPending: false,
    fairness: fairnessOf(session),
  };
}

/**
 * Settles an open hand (locked by the caller) with `holds`: replayed from its committed seed, stored as
 * played with the seed revealed, its real-money win queued in the caller's transaction.
 */
export async function settleHand(
  trx: Transaction<HpDatabase>,
  round: RoundRow,
  holds: readonly number[],
  now: Date,
): Promise<{ played: RoundRow; call: WalletCallRow | null }> {
  const dealt = round.record as RoundRecord;
  const { serverSeed } = dealt.proof;
  if (dealt.engine !== 'video-poker' || serverSeed === undefined) {
    throw new Error(`open round ${round.round_uid} is not a dealt video poker hand`);
  }
  const request = {
    engine: dealt.engine,
    configId: dealt.configId,
    bet: { stake: dealt.stake, holds: [...holds] },
  } satisfies RoundRequest;
  const record = playFairRound(
    request,
    { serverSeed, clientSeed: dealt.proof.clientSeed, nonce: dealt.proof.nonce },
    { reveal: true },
  );
  const win = BigInt(record.win);
  let balanceAfter = BigInt(round.balance_after ?? 0) + win;
  if (round.mode === 'demo') {
    const updated = await trx
      .updateTable('hp_session')
      .set({ demo_balance: sql<string>`demo_balance + ${win.toString()}::bigint` })
      .where('id', '=', round.session_id)
      .returning('demo_balance')
      .executeTakeFirstOrThrow();
    balanceAfter = BigInt(updated.demo_balance ?? 0);
  }
  const played = await trx
    .updateTable('hp_round')
    .set({
      status: 'played',
      win,
      record: JSON.stringify(record),
      // Real money: the balance after the bet until the win is acknowledged.
      balance_after: round.mode === 'demo' ? balanceAfter : BigInt(round.balance_after ?? 0),
    })
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const call = round.mode === 'real' ? await queueWinCall(trx, played, win, now) : null;
  return { played, call };
}

/** A draw of a round no longer open: the same answer again if it was this player's, else not found. */
async function replayDrawn(ctx: HpContext, session: SessionRow, roundId: string): Promise<HpRoundResult> {
  let query = ctx.db
    .selectFrom('hp_round')
    .selectAll()
    .where('round_uid', '=', roundId)
    .where('engine', '=', 'video-poker');
  query =
    session.mode === 'real'
      ? query.where('player_id', '=', session.player_id).where('node_id', '=', session.node_id)
      : query.where('session_id', '=', session.id);
  const round: RoundRow | undefined = await query.executeTakeFirst();
  if (!round) throw new HpError(404, 'round_not_found');
  return replay(ctx, round);
}

/** The session's open hand (video poker), shown again after a reload or in a new session; else null. */
export async function openRoundOf(ctx: HpContext, session: SessionRow): Promise<HpRoundResult | null> {
  if (!isTwoStep(session.engine)) return null;
  const round = await openRoundsOf(ctx.db, session).selectAll().orderBy('id', 'desc').executeTakeFirst();
  return round ? replay(ctx, round) : null;
}
