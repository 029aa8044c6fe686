import { createHash } from 'node:crypto';
import { seamlessEndpoints } from '@app/contracts';
import { signDemoTicket } from '@app/contracts/seamless-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/server/src/testing/test-database.js';
import type { HpFairness, HpRoundList, HpRoundRecall, HpRoundResult, HpSessionState } from './client-api.js';
import { createHarness, slotGame, TEST_SECRET, type Harness } from './testing/harness.js';

const sha256OfSeed = (serverSeed: string) =>
  createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');

describe.each(testDatabaseKinds())('house provider rounds on $name', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await kind.create();
    h = await createHarness(database.db);
  });
  afterAll(async () => {
    await h?.close();
    await database?.close();
  });

  it('opens a real session from a launch token and shows the commitment before play', async () => {
    const session = await h.openRealSession('p-session', 50_000n);
    expect(session).toMatchObject({
      mode: 'real',
      balance: '500.00',
      currency: 'BDT',
      nickname: 'nick-p-session',
      game: { nodeId: slotGame.nodeId, gameCode: 'lucky-slot', engine: 'slots' },
      fairness: { nonce: 0 },
    });
    expect(session.game.configId).toMatch(/^slots:v1:/);
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(h.platform.callsTo(seamlessEndpoints.authenticate.path)).toEqual([
      { launchToken: 'launch-p-session' },
    ]);

    const state = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(state.status).toBe(200);
    expect(state.body.value).toMatchObject({ balance: '500.00', fairness: session.fairness });
  });

  it('refuses an unknown launch token, a game the house does not play and a missing session', async () => {
    const unknown = await h.request('POST', '/hp/api/sessions', undefined, { launchToken: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.value).toEqual({ key: 'invalid_launch_token' });

    h.platform.addPlayer('p-sports', 1_000n, 'launch-sports', { ...slotGame, gameType: 'SPORTS' });
    const sports = await h.request('POST', '/hp/api/sessions', undefined, { launchToken: 'launch-sports' });
    expect(sports.status).toBe(400);
    expect(sports.body.value).toEqual({ key: 'game_unavailable' });

    const noSession = await h.request('GET', '/hp/api/session', 'x'.repeat(43));
    expect(noSession.status).toBe(401);
    expect(noSession.body.value).toEqual({ key: 'not_logged_in' });
  });

  it('plays a real round: signed bet then win, the balance moves, the seed shown before play is revealed', async () => {
    const session = await h.openRealSession('p-round', 100_000n);
    const before = session.fairness;
    const { status, body } = await h.play(session.sessionToken, { stake: 2_000 }, 'first-round-1');
    expect(status).toBe(200);
    const result = body.value;
    const { round } = result;

    expect(round.proof.serverSeedHash).toBe(before.serverSeedHash);
    expect(sha256OfSeed(round.proof.serverSeed!)).toBe(before.serverSeedHash);
    expect(round.proof).toMatchObject({ clientSeed: before.clientSeed, nonce: 0 });
    expect(result.fairness.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(result.fairness.nonce).toBe(1);
    expect(round.stake).toBe(2_000);

    const expected = 100_000n - 2_000n + BigInt(round.win);
    expect(result).toMatchObject({ winPending: false, balance: (Number(expected) / 100).toFixed(2) });
    expect(h.platform.balanceOf('p-round')).toBe(expected);
    expect(h.platform.callsTo(seamlessEndpoints.bet.path)).toContainEqual({
      launchToken: 'launch-p-round',
      playerId: 'p-round',
      txId: `bet-${result.roundId}`,
      roundId: result.roundId,
      amount: '20.00',
    });
    expect(h.platform.callsTo(seamlessEndpoints.win.path)).toContainEqual({
      playerId: 'p-round',
      txId: `win-${result.roundId}`,
      roundId: result.roundId,
      amount: (round.win / 100).toFixed(2),
      endRound: true,
    });

    // The same requestId answers the same round without a second bet.
    const bets = h.platform.callsTo(seamlessEndpoints.bet.path).length;
    const again = await h.play(session.sessionToken, { stake: 2_000 }, 'first-round-1');
    expect(again.body.value.roundId).toBe(result.roundId);
    expect(again.body.value.balance).toBe(result.balance);
    expect(h.platform.callsTo(seamlessEndpoints.bet.path)).toHaveLength(bets);
  });

  it('refuses a bet the balance cannot cover, with the balance, and moves nothing', async () => {
    const session = await h.openRealSession('p-poor', 500n);
    const { status, body } = await h.play(session.sessionToken, { stake: 1_000 });
    expect(status).toBe(400);
    expect(body.value).toEqual({ key: 'insufficient_funds', balance: '5.00' });
    expect(h.platform.balanceOf('p-poor')).toBe(500n);
    expect(
      h.platform.callsTo(seamlessEndpoints.win.path).filter((call) => call.playerId === 'p-poor'),
    ).toEqual([]);
    const list = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(list.body.value.rounds).toEqual([]);
  });

  it('validates bets against the engine', async () => {
    const session = await h.openRealSession('p-invalid', 10_000n);
    for (const bet of [
      { stake: 0 },
      { stake: 1.5 },
      { stake: 1e12 },
      { stake: 100, extra: 1 },
      { player: 100 },
    ]) {
      const { status, body } = await h.play(session.sessionToken, bet);
      expect(status).toBe(400);
      expect(body.value).toEqual({ key: 'invalid_request' });
    }
    const badId = await h.request('POST', '/hp/api/rounds', session.sessionToken, {
      requestId: 'x',
      bet: { stake: 1 },
    });
    expect(badId.status).toBe(400);
    expect(
      h.platform.callsTo(seamlessEndpoints.bet.path).filter((call) => call.playerId === 'p-invalid'),
    ).toEqual([]);
  });

  it('plays table, crash, fishing, scratch, plinko and keno games with their own bets', async () => {
    const cases = [
      {
        game: { ...slotGame, nodeId: '2', gameType: 'LIVE', gameCode: 'baccarat-1' },
        bet: { banker: 500, tie: 100 },
      },
      {
        game: { ...slotGame, nodeId: '3', gameType: 'PVP', gameCode: 'dragon-tiger-1' },
        bet: { dragon: 300 },
      },
      {
        game: { ...slotGame, nodeId: '4', gameClassify: 'AC', gameCode: 'rocket' },
        bet: { stake: 100, target: 200 },
      },
      {
        game: { ...slotGame, nodeId: '5', gameType: 'FISH', gameCode: 'ocean' },
        bet: { stake: 100, fish: 'shark' },
      },
      {
        game: { ...slotGame, nodeId: '6', gameClassify: 'SC', gameCode: 'lucky-scratch' },
        bet: { stake: 200 },
      },
      {
        game: { ...slotGame, nodeId: '7', gameClassify: 'AC', gameCode: 'plinko' },
        bet: { stake: 150 },
      },
      {
        game: { ...slotGame, nodeId: '8', gameClassify: 'BG', gameCode: 'bingo' },
        bet: { stake: 100, picks: [3, 14, 27, 40] },
      },
    ];
    for (const [index, { game, bet }] of cases.entries()) {
      const session = await h.openRealSession(`p-engine-${index}`, 10_000n, game);
      const { status, body } = await h.play(session.sessionToken, bet);
      expect(status).toBe(200);
      expect(body.value.round.engine).toBe(session.game.engine);
      expect(body.value.round.engine).toBe(
        ['baccarat', 'dragon-tiger', 'crash', 'fish', 'scratch', 'plinko', 'keno'][index],
      );
      expect(h.platform.balanceOf(`p-engine-${index}`)).toBe(
        10_000n - BigInt(body.value.round.stake) + BigInt(body.value.round.win),
      );
    }
  });

  it('refuses a keno ticket without 1 to 10 different numbers from 1 to 40, moving nothing', async () => {
    const game = { ...slotGame, nodeId: '9', gameClassify: 'BG', gameCode: 'bingo' };
    const session = await h.openRealSession('p-keno-bad', 10_000n, game);
    for (const picks of [[], [0], [41], [5, 5], [1.5], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const { status, body } = await h.play(session.sessionToken, { stake: 100, picks });
      expect(status).toBe(400);
      expect(body.value).toEqual({ key: 'invalid_request' });
    }
    expect(
      h.platform.callsTo(seamlessEndpoints.bet.path).filter((call) => call.playerId === 'p-keno-bad'),
    ).toEqual([]);
    expect(h.platform.balanceOf('p-keno-bad')).toBe(10_000n);
  });

  it('recalls a round and verifies it, lists history with paging, hides it from another player', async () => {
    const session = await h.openRealSession('p-recall', 100_000n);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await h.play(session.sessionToken, { stake: 100 })).body.value.roundId);

    const recall = await h.request<HpRoundRecall>('GET', `/hp/api/rounds/${ids[1]}`, session.sessionToken);
    expect(recall.status).toBe(200);
    expect(recall.body.value).toMatchObject({ roundId: ids[1], verified: true, winPending: false });
    expect(recall.body.value.round.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    // A later session of the same player and game sees the same history.
    h.platform.launchTokens.set('launch-p-recall-2', h.platform.launchTokens.get('launch-p-recall')!);
    const later = (
      await h.request<{ sessionToken: string }>('POST', '/hp/api/sessions', undefined, {
        launchToken: 'launch-p-recall-2',
      })
    ).body.value;
    const first = await h.request<HpRoundList>('GET', '/hp/api/rounds?limit=2', later.sessionToken);
    expect(first.body.value.rounds.map((r) => r.roundId)).toEqual([ids[2], ids[1]]);
    expect(first.body.value.rounds[0]).toMatchObject({
      stake: '1.00',
      engine: 'slots',
      winPending: false,
      summary: { engine: 'slots' },
    });
    expect(first.body.value.nextBefore).toBe(ids[1]);
    const second = await h.request<HpRoundList>(
      'GET',
      `/hp/api/rounds?limit=2&before=${ids[1]}`,
      later.sessionToken,
    );
    expect(second.body.value).toEqual({
      rounds: [expect.objectContaining({ roundId: ids[0] })],
      nextBefore: null,
    });

    const other = await h.openRealSession('p-other', 1_000n);
    const hidden = await h.request('GET', `/hp/api/rounds/${ids[1]}`, other.sessionToken);
    expect(hidden.status).toBe(404);
    expect(hidden.body.value).toEqual({ key: 'round_not_found' });
    const otherList = await h.request<HpRoundList>('GET', '/hp/api/rounds', other.sessionToken);
    expect(otherList.body.value.rounds).toEqual([]);
  });

  it('uses the client seed the player sets for the next rounds', async () => {
    const session = await h.openRealSession('p-seed', 10_000n);
    const bad = await h.request('POST', '/hp/api/seeds', session.sessionToken, { clientSeed: 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.body.value).toEqual({ key: 'invalid_client_seed' });

    const set = await h.request<HpFairness>('POST', '/hp/api/seeds', session.sessionToken, {
      clientSeed: 'my-lucky-seed',
    });
    expect(set.body.value).toEqual({
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
    });
    const { body } = await h.play(session.sessionToken, { stake: 100 });
    expect(body.value.round.proof).toMatchObject({
      clientSeed: 'my-lucky-seed',
      serverSeedHash: session.fairness.serverSeedHash,
    });
    expect(body.value.fairness.clientSeed).toBe('my-lucky-seed');
  });

  it('plays demo rounds with play money and never calls the wallet', async () => {
    const calls = h.platform.received.length;
    const session = await h.openDemoSession();
    expect(session).toMatchObject({ mode: 'demo', balance: '2000.00', language: 'bn' });
    const { status, body } = await h.play(session.sessionToken, { stake: 10_000 });
    expect(status).toBe(200);
    const expected = 200_000 - 10_000 + body.value.round.win;
    expect(body.value).toMatchObject({ winPending: false, balance: (expected / 100).toFixed(2) });
    const state = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(state.body.value.balance).toBe((expected / 100).toFixed(2));
    const recall = await h.request<HpRoundRecall>(
      'GET',
      `/hp/api/rounds/${body.value.roundId}`,
      session.sessionToken,
    );
    expect(recall.body.value.verified).toBe(true);

    const tooMuch = await h.play(session.sessionToken, { stake: 1_000_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.value).toEqual({ key: 'insufficient_funds', balance: (expected / 100).toFixed(2) });
    expect(h.platform.received.length).toBe(calls);

    // Another visitor's demo session does not see these rounds.
    const stranger = await h.openDemoSession();
    const hidden = await h.request('GET', `/hp/api/rounds/${body.value.roundId}`, stranger.sessionToken);
    expect(hidden.status).toBe(404);
  });

  it('plays one round for two simultaneous requests with the same requestId', async () => {
    const session = await h.openDemoSession();
    h.tick();
    const send = () =>
      h.request<HpRoundResult>('POST', '/hp/api/rounds', session.sessionToken, {
        requestId: 'twin-request',
        bet: { stake: 100 },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.value.roundId).toBe(first.body.value.roundId);
    const list = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(list.body.value.rounds).toHaveLength(1);
  });

  it('refuses forged and expired demo tickets', async () => {
    const expired = signDemoTicket(TEST_SECRET, {
      game: slotGame,
      language: 'en',
      expiresAt: h.clock.now.getTime() - 1,
    });
    const forged = signDemoTicket('another-secret', {
      game: slotGame,
      language: 'en',
      expiresAt: h.clock.now.getTime() + 60_000,
    });
    for (const ticket of [expired, forged, 'garbage']) {
      const { status, body } = await h.request('POST', '/hp/api/demo-sessions', undefined, { ticket });
      expect(status).toBe(401);
      expect(body.value).toEqual({ key: 'invalid_demo_ticket' });
    }
  });

  it('limits a session to 10 rounds per second', async () => {
    const session = await h.openDemoSession();
    h.tick();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await h.request('POST', '/hp/api/rounds', session.sessionToken, {
        requestId: `burst-${i}-xx`,
        bet: { stake: 1 },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await h.play(session.sessionToken, { stake: 1 })).status).toBe(200);
  });
});
