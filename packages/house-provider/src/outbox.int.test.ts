import { seamlessEndpoints } from '@app/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/server/src/testing/test-database.js';
import { scaled } from '../../../apps/server/src/testing/time-scale.js';
import type { HpRoundList, HpRoundRecall, HpSessionState } from './client-api.js';
import type { HpDatabase } from './db/schema.js';
import { STALE_BET_MS } from './wallet/outbox.js';
import { createHarness, slotGame, type Harness } from './testing/harness.js';

const crashGame = { ...slotGame, nodeId: '7', gameClassify: 'AC', gameCode: 'rocket' };

describe.each(testDatabaseKinds())('house provider outbox on $name', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let db: Kysely<HpDatabase>;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db as unknown as Kysely<HpDatabase>;
    h = await createHarness(db);
  });
  afterAll(async () => {
    await h?.close();
    await database?.close();
  });

  const callOf = (txId: string) =>
    db.selectFrom('hp_wallet_call').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow();
  const winsOf = (playerId: string) =>
    h.platform.callsTo(seamlessEndpoints.win.path).filter((call) => call.playerId === playerId);

  it('credits a win exactly once after the platform was down while it was pending', async () => {
    const session = await h.openRealSession('p-down', 100_000n, crashGame);
    h.platform.downPaths.add(seamlessEndpoints.win.path);
    // A crash target of 1.01× wins unless the game crashes at once (about 1 round in 100).
    const result = (await h.play(session.sessionToken, { stake: 1_000, target: 101 })).body.value;
    expect(result.winPending).toBe(true);
    const winTx = `win-${result.roundId}`;
    // The round is shown at once, with the balance after the bet.
    expect(result.balance).toBe('990.00');
    expect(result.round.proof.serverSeed).toBeDefined();

    const recall = await h.request<HpRoundRecall>(
      'GET',
      `/hp/api/rounds/${result.roundId}`,
      session.sessionToken,
    );
    expect(recall.body.value).toMatchObject({ winPending: true, verified: true });
    const list = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(list.body.value.rounds[0]).toMatchObject({ roundId: result.roundId, winPending: true });

    // Still down: each pass fails and waits longer (1 s, 2 s, 4 s ... with at most 20% taken off).
    let call = await callOf(winTx);
    expect(call).toMatchObject({ status: 'pending', attempts: 1 });
    for (const attempts of [2, 3, 4]) {
      h.clock.now = call.next_attempt_at;
      expect(await h.provider.runOutboxOnce()).toBe(0);
      call = await callOf(winTx);
      const wait = call.next_attempt_at.getTime() - h.clock.now.getTime();
      const base = 1_000 * 2 ** (attempts - 1);
      expect(call.attempts).toBe(attempts);
      expect(wait).toBeGreaterThanOrEqual(base * 0.8);
      expect(wait).toBeLessThanOrEqual(base);
      expect(call.last_error).toMatch(/no answer/);
    }
    // Not due yet: nothing is sent.
    h.platform.downPaths.clear();
    h.tick(100);
    expect(await h.provider.runOutboxOnce()).toBe(0);
    expect(winsOf('p-down')).toEqual([]);

    h.clock.now = call.next_attempt_at;
    expect(await h.provider.runOutboxOnce()).toBe(1);
    expect(await h.provider.runOutboxOnce()).toBe(0);
    expect(winsOf('p-down')).toHaveLength(1);
    expect(h.platform.balanceOf('p-down')).toBe(100_000n - 1_000n + BigInt(result.round.win));
    expect(await callOf(winTx)).toMatchObject({ status: 'acked', attempts: 5 });
    const after = await h.request<HpRoundRecall>(
      'GET',
      `/hp/api/rounds/${result.roundId}`,
      session.sessionToken,
    );
    expect(after.body.value.winPending).toBe(false);
  });

  it('credits a win once when the first attempt reached the platform but its answer was lost', async () => {
    const session = await h.openRealSession('p-lost', 100_000n, crashGame);
    h.platform.loseAnswers.set(seamlessEndpoints.win.path, 1);
    const { body } = await h.play(session.sessionToken, { stake: 1_000, target: 101 });
    const result = body.value;
    expect(result.winPending).toBe(true);
    const credited = 100_000n - 1_000n + BigInt(result.round.win);
    expect(h.platform.balanceOf('p-lost')).toBe(credited);

    h.tick(2_000);
    expect(await h.provider.runOutboxOnce()).toBe(1);
    expect(winsOf('p-lost')).toHaveLength(2);
    expect(h.platform.balanceOf('p-lost')).toBe(credited);
    const state = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(state.body.value.balance).toBe((Number(credited) / 100).toFixed(2));
  });

  it('rolls back a bet whose answer never came, and the platform refunds it', async () => {
    const session = await h.openRealSession('p-bet-lost', 100_000n);
    h.platform.loseAnswers.set(seamlessEndpoints.bet.path, 1);
    const { status, body } = await h.play(session.sessionToken, { stake: 5_000 }, 'lost-bet-1');
    expect(status).toBe(503);
    expect(body.value).toEqual({ key: 'wallet_unavailable' });
    expect(h.platform.balanceOf('p-bet-lost')).toBe(95_000n);

    const bet = h.platform
      .callsTo(seamlessEndpoints.bet.path)
      .find((call) => call.playerId === 'p-bet-lost')!;
    expect(await callOf(bet.txId as string)).toMatchObject({ status: 'failed' });
    expect(await h.provider.runOutboxOnce()).toBe(1);
    expect(h.platform.callsTo(seamlessEndpoints.rollback.path)).toContainEqual({
      playerId: 'p-bet-lost',
      txId: `rb-${bet.roundId as string}`,
      refTxId: bet.txId,
      roundId: bet.roundId,
    });
    expect(h.platform.balanceOf('p-bet-lost')).toBe(100_000n);
    expect(winsOf('p-bet-lost')).toEqual([]);

    // The round was cancelled: not in the history, and its requestId stays cancelled.
    const list = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(list.body.value.rounds).toEqual([]);
    const again = await h.play(session.sessionToken, { stake: 5_000 }, 'lost-bet-1');
    expect(again.body.value).toEqual({ key: 'round_cancelled' });
  });

  it('rolls back a bet that never reached the platform once it is back', async () => {
    const session = await h.openRealSession('p-bet-down', 10_000n);
    h.platform.down = true;
    const { status } = await h.play(session.sessionToken, { stake: 1_000 });
    expect(status).toBe(503);
    expect(await h.provider.runOutboxOnce()).toBe(0);
    h.platform.down = false;
    h.tick(5_000);
    expect(await h.provider.runOutboxOnce()).toBe(1);
    expect(h.platform.balanceOf('p-bet-down')).toBe(10_000n);
    // The platform remembers the rollback of a bet it never saw.
    const rollback = h.platform
      .callsTo(seamlessEndpoints.rollback.path)
      .find((call) => call.playerId === 'p-bet-down')!;
    expect(h.platform.movements.has(rollback.txId as string)).toBe(true);
  });

  it('rolls back a bet left without an answer by a copy that died', async () => {
    const session = await h.openRealSession('p-stale', 10_000n);
    const { body } = await h.play(session.sessionToken, { stake: 1_000 });
    const roundId = body.value.roundId;
    // Pretend the bet's sender died before recording the answer: reopen its call as unanswered.
    await db
      .updateTable('hp_wallet_call')
      .set({ status: 'pending' })
      .where('tx_id', '=', `bet-${roundId}`)
      .execute();
    await db.deleteFrom('hp_wallet_call').where('tx_id', '=', `win-${roundId}`).execute();
    expect(await h.provider.runOutboxOnce()).toBe(0);
    h.tick(STALE_BET_MS + 1);
    expect(await h.provider.runOutboxOnce()).toBe(1);
    expect(await callOf(`bet-${roundId}`)).toMatchObject({ status: 'failed' });
    expect(await callOf(`rb-${roundId}`)).toMatchObject({ status: 'acked' });
  });

  it('parks a win the platform refuses for good, logged and kept', async () => {
    const session = await h.openRealSession('p-refused', 10_000n);
    h.platform.refuseNext.set(seamlessEndpoints.win.path, 'ROUND_CLOSED');
    const { body } = await h.play(session.sessionToken, { stake: 100 });
    expect(body.value.winPending).toBe(true);
    const call = await callOf(`win-${body.value.roundId}`);
    expect(call).toMatchObject({ status: 'failed' });
    expect(call.last_error).toMatch(/^ROUND_CLOSED/);
    expect(h.log.lines).toContainEqual({
      level: 'error',
      message: expect.stringMatching(/refused win .*ROUND_CLOSED/) as string,
    });
    h.tick(120_000);
    expect(await h.provider.runOutboxOnce()).toBe(0);
  });

  it('retries a win refused for a stale signature', async () => {
    const session = await h.openRealSession('p-expired', 10_000n);
    h.platform.refuseNext.set(seamlessEndpoints.win.path, 'REQUEST_EXPIRED');
    const { body } = await h.play(session.sessionToken, { stake: 100 });
    expect(await callOf(`win-${body.value.roundId}`)).toMatchObject({ status: 'pending' });
    h.tick(2_000);
    expect(await h.provider.runOutboxOnce()).toBe(1);
  });

  it('never sends the same call twice from concurrent passes', async () => {
    const session = await h.openRealSession('p-concurrent', 10_000n);
    h.platform.downPaths.add(seamlessEndpoints.win.path);
    const { body } = await h.play(session.sessionToken, { stake: 100 });
    h.platform.downPaths.clear();
    h.tick(2_000);
    const acked = await Promise.all([
      h.provider.runOutboxOnce(),
      h.provider.runOutboxOnce(),
      h.provider.runOutboxOnce(),
    ]);
    expect(acked.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(winsOf('p-concurrent')).toEqual([expect.objectContaining({ roundId: body.value.roundId })]);
  });

  it('delivers from the background loop and stops cleanly', async () => {
    const session = await h.openRealSession('p-loop', 10_000n);
    h.platform.downPaths.add(seamlessEndpoints.win.path);
    const { body } = await h.play(session.sessionToken, { stake: 100 });
    h.platform.downPaths.clear();
    h.tick(2_000);
    h.provider.startOutbox(10);
    const deadline = Date.now() + scaled(15_000);
    while (Date.now() < deadline && (await callOf(`win-${body.value.roundId}`)).status !== 'acked') {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await h.provider.stop();
    expect(await callOf(`win-${body.value.roundId}`)).toMatchObject({ status: 'acked' });
  });
});
