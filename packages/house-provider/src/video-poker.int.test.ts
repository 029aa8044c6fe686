import { seamlessEndpoints, type SeamlessGame } from '@app/contracts';
import { videoPokerHandOfNames, type RoundRecordOf } from '@app/house-games';
import { verifyRound } from '@app/house-games/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/server/src/testing/test-database.js';
import type { HpRoundList, HpRoundRecall, HpRoundResult, HpSessionState } from './client-api.js';
import { createHarness, slotGame, type Harness } from './testing/harness.js';

const pokerGame: SeamlessGame = {
  ...slotGame,
  nodeId: '1000042',
  gameCode: 'jacks-or-better',
  gameClassify: 'VP',
  lines: null,
  gameName: 'Jacks or Better',
};

type PokerRecord = RoundRecordOf<'video-poker'>;
const poker = (result: HpRoundResult) => result.round as PokerRecord;
const money = (minor: bigint | number) => (Number(minor) / 100).toFixed(2);

describe.each(testDatabaseKinds())('house provider video poker on $name', (kind) => {
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

  const draw = (token: string, roundId: string, holds: unknown) => {
    h.tick();
    return h.request<HpRoundResult>('POST', `/hp/api/rounds/${roundId}/draw`, token, { holds });
  };

  it('takes the bet on the deal, keeps the hand open and secret, pays on the draw, and the round verifies', async () => {
    const session = await h.openRealSession('vp-1', 100_000n, pokerGame);
    expect(session.game).toMatchObject({ engine: 'video-poker', configId: 'video-poker:v1:jb96' });
    expect(session.openRound).toBeNull();

    const deal = await h.play(session.sessionToken, { stake: 1_000 });
    expect(deal.status).toBe(200);
    const dealt = deal.body.value;
    expect(dealt.open).toBe(true);
    expect(dealt.balance).toBe('990.00');
    expect(poker(dealt).outcome.dealt).toHaveLength(5);
    expect(poker(dealt).outcome.final).toEqual([]);
    expect(poker(dealt).win).toBe(0);
    expect(poker(dealt).proof.serverSeed).toBeUndefined();
    expect(poker(dealt).proof.serverSeedHash).toBe(session.fairness.serverSeedHash);
    expect(h.platform.balanceOf('vp-1')).toBe(99_000n);
    expect(h.platform.callsTo(seamlessEndpoints.win.path).filter((c) => c.playerId === 'vp-1')).toEqual([]);

    // Open: not in the history yet; a second deal is refused; the session shows the hand again.
    const history = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(history.body.value.rounds).toEqual([]);
    const second = await h.play(session.sessionToken, { stake: 1_000 });
    expect(second.status).toBe(409);
    expect(second.body.value).toEqual({ key: 'round_open' });
    const state = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(state.body.value.openRound).toMatchObject({ roundId: dealt.roundId, open: true });
    expect(poker(state.body.value.openRound!).outcome.dealt).toEqual(poker(dealt).outcome.dealt);

    const drawn = await draw(session.sessionToken, dealt.roundId, [3, 0]);
    expect(drawn.status).toBe(200);
    const round = poker(drawn.body.value);
    expect(drawn.body.value.open).toBeUndefined();
    expect(round.bet).toEqual({ stake: 1_000, holds: [0, 3] });
    expect(round.outcome.dealt).toEqual(poker(dealt).outcome.dealt);
    expect(round.outcome.final[0]).toBe(round.outcome.dealt[0]);
    expect(round.outcome.final[3]).toBe(round.outcome.dealt[3]);
    expect(round.outcome.hand).toBe(videoPokerHandOfNames(round.outcome.final));
    expect(verifyRound(round).valid).toBe(true);
    const after = 99_000n + BigInt(round.win);
    expect(drawn.body.value).toMatchObject({ winPending: false, balance: money(after) });
    expect(h.platform.balanceOf('vp-1')).toBe(after);
    expect(h.platform.callsTo(seamlessEndpoints.win.path)).toContainEqual({
      playerId: 'vp-1',
      txId: `win-${dealt.roundId}`,
      roundId: dealt.roundId,
      amount: money(round.win),
      endRound: true,
    });

    // A repeated draw answers the same round and pays nothing more; the hand is closed.
    const again = await draw(session.sessionToken, dealt.roundId, [1]);
    expect(again.body.value.round).toEqual(drawn.body.value.round);
    expect(h.platform.balanceOf('vp-1')).toBe(after);
    const closed = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(closed.body.value.openRound).toBeNull();
    const listed = await h.request<HpRoundList>('GET', '/hp/api/rounds', session.sessionToken);
    expect(listed.body.value.rounds[0]).toMatchObject({
      roundId: dealt.roundId,
      summary: { engine: 'video-poker', hand: round.outcome.hand },
    });
  });

  it('resumes an open hand in a new session of the same player, and hides it from anyone else', async () => {
    const first = await h.openRealSession('vp-2', 50_000n, pokerGame);
    const dealt = (await h.play(first.sessionToken, { stake: 500 })).body.value;

    h.platform.addPlayer('vp-2', h.platform.balanceOf('vp-2'), 'launch-vp-2-again', pokerGame);
    const reopened = await h.request<HpSessionState & { sessionToken: string }>(
      'POST',
      '/hp/api/sessions',
      undefined,
      { launchToken: 'launch-vp-2-again' },
    );
    expect(reopened.body.value.openRound).toMatchObject({ roundId: dealt.roundId, open: true });

    const stranger = await h.openRealSession('vp-3', 50_000n, pokerGame);
    const stolen = await draw(stranger.sessionToken, dealt.roundId, []);
    expect(stolen.status).toBe(404);
    expect(stolen.body.value).toEqual({ key: 'round_not_found' });

    const drawn = await draw(reopened.body.value.sessionToken, dealt.roundId, []);
    expect(drawn.status).toBe(200);
    expect(poker(drawn.body.value).bet.holds).toEqual([]);
  });

  it('refuses bad holds and keeps the hand open', async () => {
    const session = await h.openRealSession('vp-4', 50_000n, pokerGame);
    const dealt = (await h.play(session.sessionToken, { stake: 500 })).body.value;
    for (const holds of [[5], [1, 1], ['a'], [0, 1, 2, 3, 4, 0], undefined]) {
      const refused = await draw(session.sessionToken, dealt.roundId, holds);
      expect(refused.status).toBe(400);
      expect(refused.body.value).toMatchObject({ key: 'invalid_request' });
    }
    const unknown = await draw(session.sessionToken, 'no-such-round', []);
    expect(unknown.status).toBe(404);
    expect((await draw(session.sessionToken, dealt.roundId, [0, 1, 2, 3, 4])).status).toBe(200);
  });

  it('delivers the win through the outbox when the platform is down at the draw', async () => {
    const session = await h.openRealSession('vp-5', 50_000n, pokerGame);
    // Deal until a hand pays when every card is held, so the win is not zero.
    let dealt: HpRoundResult | undefined;
    for (let i = 0; i < 200 && !dealt; i++) {
      const deal = (await h.play(session.sessionToken, { stake: 100 })).body.value;
      if (videoPokerHandOfNames(poker(deal).outcome.dealt) !== null) dealt = deal;
      else await draw(session.sessionToken, deal.roundId, [0, 1, 2, 3, 4]);
    }
    expect(dealt).toBeDefined();
    const before = h.platform.balanceOf('vp-5');
    h.platform.downPaths.add(seamlessEndpoints.win.path);
    const drawn = await draw(session.sessionToken, dealt!.roundId, [0, 1, 2, 3, 4]);
    expect(drawn.status).toBe(200);
    expect(drawn.body.value.winPending).toBe(true);
    expect(h.platform.balanceOf('vp-5')).toBe(before);

    h.platform.downPaths.clear();
    h.tick(5_000);
    await h.provider.runOutboxOnce();
    const win = poker(drawn.body.value).win;
    expect(win).toBeGreaterThan(0);
    expect(h.platform.balanceOf('vp-5')).toBe(before + BigInt(win));
  });

  it('settles a hand left open past the timeout as dealt, once, and a late draw answers the settled round', async () => {
    const session = await h.openRealSession('vp-abandoned', 100_000n, pokerGame);
    const dealt = (await h.play(session.sessionToken, { stake: 1_000 })).body.value;
    expect(dealt.open).toBe(true);
    expect(await h.provider.closeAbandonedHands()).toBe(0);

    // A day later (the session has expired too): two passes at once (two server copies) settle it once.
    h.tick(24 * 60 * 60 * 1000 + 1_000);
    const passes = await Promise.all([h.provider.closeAbandonedHands(), h.provider.closeAbandonedHands()]);
    expect(passes[0] + passes[1]).toBeGreaterThanOrEqual(1);
    expect(await h.provider.closeAbandonedHands()).toBe(0);
    const wins = h.platform.callsTo(seamlessEndpoints.win.path).filter((c) => c.playerId === 'vp-abandoned');
    expect(wins).toHaveLength(1);

    h.platform.addPlayer(
      'vp-abandoned',
      h.platform.balanceOf('vp-abandoned'),
      'launch-vp-abandoned-2',
      pokerGame,
    );
    const back = await h.request<HpSessionState & { sessionToken: string }>(
      'POST',
      '/hp/api/sessions',
      undefined,
      {
        launchToken: 'launch-vp-abandoned-2',
      },
    );
    expect(back.body.value.openRound).toBeNull();
    const token = back.body.value.sessionToken;
    const recall = await h.request<HpRoundRecall>('GET', `/hp/api/rounds/${dealt.roundId}`, token);
    expect(recall.body.value.verified).toBe(true);
    const round = recall.body.value.round as PokerRecord;
    expect(round.bet.holds).toEqual([0, 1, 2, 3, 4]);
    expect(round.outcome.final).toEqual(poker(dealt).outcome.dealt);
    expect(h.platform.balanceOf('vp-abandoned')).toBe(99_000n + BigInt(round.win));

    const late = await draw(token, dealt.roundId, [0]);
    expect(late.status).toBe(200);
    expect(poker(late.body.value).outcome.final).toEqual(round.outcome.final);
    expect(
      h.platform.callsTo(seamlessEndpoints.win.path).filter((c) => c.playerId === 'vp-abandoned'),
    ).toHaveLength(1);
  });

  it('plays demo hands with play money', async () => {
    const session = await h.openDemoSession(pokerGame);
    const dealt = (await h.play(session.sessionToken, { stake: 10_000 })).body.value;
    expect(dealt).toMatchObject({ open: true, balance: '1900.00' });
    const drawn = (await draw(session.sessionToken, dealt.roundId, [2])).body.value;
    expect(drawn.balance).toBe(money(190_000 + poker(drawn).win));
    const state = await h.request<HpSessionState>('GET', '/hp/api/session', session.sessionToken);
    expect(state.body.value).toMatchObject({ balance: drawn.balance, openRound: null });
  });
});
