import { randomUUID } from 'node:crypto';
import type { Deposit, GameType, PromotionInput } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import {
  drainMemberEvents,
  publishMemberEvent,
} from '../modules/platform/member-events/member-event.service.js';
import { rewardsConsumer } from '../modules/rewards/events/reward-events.js';
import { call } from './accounts.js';
import { freshTxId, launchTokenFor, seamlessCall } from './seamless.js';
import { requestId, type Player } from './wallet.js';

/** Helpers for the rewards tests: promotions through the operator API, real deposits and rounds. */

/** Runs the rewards' reader of the member-event stream over what is waiting. */
export const drainRewards = (db: Db) => drainMemberEvents(db, [rewardsConsumer]);

export function promotionBody(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    title: `Promo ${randomUUID().slice(0, 6)}`,
    type: 'DEPOSIT',
    rulesHtml: '<p>Rules</p>',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    takeMode: 'auto',
    reward: { kind: 'fixed', amount: '10.00' },
    turnover: { multiple: 0, base: 'bonus', maxBet: null, weights: {} },
    ...overrides,
  };
}

export async function createPromotion(
  app: FastifyInstance,
  operator: string,
  overrides: Partial<PromotionInput> = {},
): Promise<{ id: string }> {
  const result = await call<{ id: string }>(app, 'POST', '/wps/operator/rewards/promotions', {
    token: operator,
    body: promotionBody(overrides),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.value;
}

/** A manual deposit the operator approves: the real path that publishes deposit.credited. */
export async function creditDeposit(app: FastifyInstance, operator: string, player: Player, amount: string) {
  const created = await call<Deposit>(app, 'POST', '/wps/cashier/deposits', {
    token: player.token,
    body: {
      channelId: 'bkash_manual',
      amount,
      requestId: requestId(),
      transactionRef: `TRX${randomUUID().slice(0, 10)}`,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const approved = await call<Deposit>(
    app,
    'POST',
    `/wps/operator/deposits/${created.body.value.id}/approve`,
    {
      token: operator,
    },
  );
  expect(approved.body.value.status).toBe('credited');
  return approved.body.value;
}

/** One slot round through the seamless wallet: a bet, then a settling win of `win`. */
export async function playRound(
  app: FastifyInstance,
  db: Db,
  player: Player,
  nodeId: string,
  stake: string,
  win = '0',
) {
  const launchToken = await launchTokenFor(db, player.id, nodeId);
  const roundId = freshTxId('round');
  const bet = await seamlessCall(app, 'bet', {
    launchToken,
    playerId: player.id,
    txId: freshTxId('bet'),
    roundId,
    amount: stake,
  });
  if (bet.status !== 200) return bet;
  return seamlessCall(app, 'win', {
    playerId: player.id,
    txId: freshTxId('win'),
    roundId,
    amount: win,
    endRound: true,
  });
}

/** A settled round of another kind (lottery, sportsbook, live) as the seamless wallet announces it. */
export async function publishWager(db: Db, memberId: string, gameType: GameType, validBet: bigint) {
  const ref = randomUUID();
  await db.transaction().execute((trx) =>
    publishMemberEvent(trx, {
      memberId,
      kind: 'wager.settled',
      ref,
      payload: {
        providerCode: 'TEST',
        vendorCode: 'TEST',
        nodeId: '0',
        gameType,
        roundRef: ref,
        stakeMinor: validBet.toString(),
        validBetMinor: validBet.toString(),
        winMinor: '0',
      },
    }),
  );
}
