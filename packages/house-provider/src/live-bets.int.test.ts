import { seamlessEndpoints, type SeamlessGame } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/server/src/testing/test-database.js';
import type { HpLiveBets, HpRoundResult, HpSession } from './client-api.js';
import { createHarness, slotGame, type Harness } from './testing/harness.js';

const crashGame: SeamlessGame = {
  ...slotGame,
  nodeId: '1000090',
  gameClassify: 'AC',
  gameCode: 'rocket-crash',
  gameName: 'Rocket',
};
const otherCrashGame: SeamlessGame = { ...crashGame, nodeId: '1000091', gameName: 'Rocket 2' };

describe.each(testDatabaseKinds())('house provider live bets (crash) on $name', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let alice: HpSession;
  let bob: HpSession;
  let carol: HpSession;

  const live = (session: HpSession, after?: string | null) =>
    h.request<HpLiveBets>('GET', `/hp/api/live-bets${after ? `?after=${after}` : ''}`, session.sessionToken);
  const crashRound = (result: HpRoundResult) => {
    if (result.round.engine !== 'crash') throw new Error('not a crash round');
    return result.round;
  };

  beforeAll(async () => {
    database = await kind.create();
    h = await createHarness(database.db);
    alice = await h.openRealSession('alice', 1_000_000n, crashGame);
    bob = await h.openRealSession('bob', 1_000_000n, crashGame);
    carol = await h.openRealSession('carol-123', 1_000_000n, crashGame);
  });
  afterAll(async () => {
    await h?.close();
    await database?.close();
  });

  it("answers other players' bets at the game as played, masked, oldest first, then only newer ones", async () => {
    const bobFirst = (await h.play(bob.sessionToken, { stake: 1_500, target: 150 })).body.value;
    const carolFirst = (await h.play(carol.sessionToken, { stake: 2_000, target: 1_000 })).body.value;
    await h.play(alice.sessionToken, { stake: 500, target: 200 });
    const elsewhere = await h.openRealSession('dave', 100_000n, otherCrashGame);
    await h.play(elsewhere.sessionToken, { stake: 500, target: 200 });

    const first = await live(alice);
    expect(first.status).toBe(200);
    const { bets, cursor, serverTime } = first.body.value;
    expect(serverTime).toBe(h.clock.now.toISOString());
    expect(bets.map((bet) => bet.player)).toEqual(['ni****ob', 'ni****23']);
    const [bobBet, carolBet] = bets;
    const bobRound = crashRound(bobFirst);
    expect(bobBet).toMatchObject({
      stake: '15.00',
      win: (bobRound.win / 100).toFixed(2),
      target: 150,
      crashPoint: bobRound.outcome.crashPoint,
      cashedOut: bobRound.outcome.cashedOut,
    });
    expect(bobBet!.cashedOut).toBe(bobRound.outcome.crashPoint >= 150);
    expect(carolBet).toMatchObject({ stake: '20.00', target: 1_000 });
    expect(carolBet!.crashPoint).toBe(crashRound(carolFirst).outcome.crashPoint);
    expect(cursor).toBe(carolBet!.id);
    expect(Date.parse(bobBet!.time)).toBeLessThan(Date.parse(carolBet!.time));

    // Bob sees Alice's and Carol's, not his own.
    const seenByBob = await live(bob);
    expect(seenByBob.body.value.bets.map((bet) => bet.player)).toEqual(['ni****23', 'ni****ce']);

    const none = await live(alice, cursor);
    expect(none.body.value).toMatchObject({ bets: [], cursor });
    await h.play(bob.sessionToken, { stake: 700, target: 300 });
    const next = await live(alice, cursor);
    expect(next.body.value.bets).toEqual([expect.objectContaining({ player: 'ni****ob', stake: '7.00' })]);
  });

  it('keeps its cursor below a bet still waiting for the wallet, so the bet comes once played', async () => {
    const start = (await live(alice)).body.value.cursor;
    const send = h.platform.send.bind(h.platform);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    h.platform.send = async (path, headers, body) => {
      if (path === seamlessEndpoints.bet.path && body.includes('"playerId":"bob"')) {
        reached = true;
        await held;
      }
      return send(path, headers, body);
    };
    try {
      const bobPlays = h.play(bob.sessionToken, { stake: 900, target: 120 });
      // Bob's round is written (pending) before his bet reaches the wallet.
      await expect.poll(() => reached, { interval: 5 }).toBe(true);
      await h.play(carol.sessionToken, { stake: 800, target: 250 });

      const during = (await live(alice, start)).body.value;
      expect(during.bets.map((bet) => bet.stake)).toEqual(['8.00']);
      expect(BigInt(during.cursor!)).toBeLessThan(BigInt(during.bets[0]!.id));

      release();
      expect((await bobPlays).status).toBe(200);
      const after = (await live(alice, during.cursor)).body.value;
      expect(after.bets.map((bet) => bet.stake)).toEqual(['9.00', '8.00']);
      expect(after.cursor).toBe(after.bets[1]!.id);
    } finally {
      h.platform.send = send;
      release();
    }
  });

  it('shows play money beside play money only, answers no bets at other games, and refuses bad calls', async () => {
    const visitor = await h.openDemoSession(crashGame);
    const other = await h.openDemoSession(crashGame);
    expect((await live(visitor)).body.value.bets).toEqual([]);
    await h.play(other.sessionToken, { stake: 1_000, target: 200 });
    const demo = (await live(visitor)).body.value.bets;
    expect(demo).toEqual([expect.objectContaining({ player: 'Gu****st', stake: '10.00', target: 200 })]);
    expect((await live(alice)).body.value.bets.some((bet) => bet.player === 'Gu****st')).toBe(false);

    const slots = await h.openRealSession('slot-player', 100_000n);
    expect((await live(slots)).body.value).toMatchObject({ bets: [], cursor: null });

    const bad = await h.request('GET', '/hp/api/live-bets?after=abc', alice.sessionToken);
    expect([bad.status, (bad.body.value as { key: string }).key]).toEqual([400, 'invalid_request']);
    const tooMany = await h.request('GET', '/hp/api/live-bets?limit=51', alice.sessionToken);
    expect(tooMany.status).toBe(400);
    expect((await h.request('GET', '/hp/api/live-bets')).status).toBe(401);
  });
});
