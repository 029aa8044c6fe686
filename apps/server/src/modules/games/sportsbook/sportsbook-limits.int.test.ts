import type { SportsbookSettings } from '@app/contracts';
import type { SbDatabase } from '@app/sportsbook-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  book,
  importSportsbookGames,
  marketId,
  openSession,
  placeBet,
  testFixture,
} from '../../../testing/sportsbook.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { call, insertAccount, loginToken } from '../../../testing/accounts.js';
import { balanceOf, createPlayer, expectReconciled } from '../../../testing/wallet.js';

let counter = 0;
const requestId = () => `limit-${Date.now()}-${++counter}`;
const roomy: SportsbookSettings['marketLimits'] = {
  maxStake: 1_000_000,
  maxLiability: 1_000_000,
  selectionMaxStake: 1_000_000,
  selectionMaxLiability: 1_000_000,
};

describe.each(testDatabaseKinds())('sportsbook market limits ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let games: Awaited<ReturnType<typeof importSportsbookGames>>;
  let staffToken: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    games = await importSportsbookGames(database.db);
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['games'] });
    staffToken = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  beforeEach(async () => {
    const { limits } = await book(app).operator.settings();
    await book(app).operator.updateSettings({
      marketLimits: roomy,
      limits: { ...limits, maxStakePerMarket: 10_000_000 },
      sportLimits: {},
    });
  });

  async function player(balance = '1000.00') {
    const created = await createPlayer(app, database.db, { balance });
    return { ...created, session: await openSession(app, created, games.sports) };
  }

  async function winnerMarket() {
    const fixture = testFixture();
    await book(app).applyFeed(fixture.messages);
    return marketId(app, fixture.fixtureId, 'winner');
  }

  const odds = { home: '2.00', draw: '3.40', away: '3.80' } as const;
  const bet = (session: string, market: string, selectionId: keyof typeof odds, stake: string) =>
    placeBet(app, session, {
      requestId: requestId(),
      legs: [{ marketId: market, selectionId, odds: odds[selectionId] }],
      stake,
    });
  const keyOf = (answer: Awaited<ReturnType<typeof bet>>) =>
    answer.status === 200 ? 'placed' : (answer.body.value as unknown as { key: string }).key;

  it('caps the stake on a selection and on the market over all players, with nothing moved when refused', async () => {
    await book(app).operator.updateSettings({
      marketLimits: { ...roomy, maxStake: 3_000, selectionMaxStake: 2_000 },
    });
    const market = await winnerMarket();
    const [a, b] = [await player(), await player()];
    expect(keyOf(await bet(a.session, market, 'home', '15.00'))).toBe('placed');
    const refused = await bet(b.session, market, 'home', '10.00');
    expect(refused.status).toBe(400);
    expect(refused.body.value).toMatchObject({ key: 'market_stake_limit' });
    expect(refused.body.message).toMatch(/smaller stake/);
    expect(await balanceOf(app, b.token)).toBe('1000.00');
    expect(keyOf(await bet(b.session, market, 'home', '5.00'))).toBe('placed');
    expect(keyOf(await bet(b.session, market, 'away', '15.00'))).toBe('market_stake_limit');
    expect(keyOf(await bet(b.session, market, 'away', '10.00'))).toBe('placed');
    expect(await balanceOf(app, b.token)).toBe('985.00');
  });

  it("caps a selection's liability and the market's worst result", async () => {
    await book(app).operator.updateSettings({ marketLimits: { ...roomy, selectionMaxLiability: 500 } });
    const small = await winnerMarket();
    const p = await player();
    // 10.00 at 2.00 would cost the book 10.00 if home wins: above 5.00.
    expect(keyOf(await bet(p.session, small, 'home', '10.00'))).toBe('liability_limit');
    expect(keyOf(await bet(p.session, small, 'home', '5.00'))).toBe('placed');

    await book(app).operator.updateSettings({ marketLimits: { ...roomy, maxLiability: 1_500 } });
    const market = await winnerMarket();
    expect(keyOf(await bet(p.session, market, 'home', '10.00'))).toBe('placed');
    // Home would then pay 40.00 against 20.00 staked: 20.00 lost, above 15.00.
    expect(keyOf(await bet(p.session, market, 'home', '10.00'))).toBe('liability_limit');
    // A bet on the draw lowers the worst result (home): taken.
    expect(keyOf(await bet(p.session, market, 'draw', '3.00'))).toBe('placed');
    expect(await balanceOf(app, p.token)).toBe('982.00');
  });

  it("still caps one player's stake on a market", async () => {
    const { limits } = await book(app).operator.settings();
    await book(app).operator.updateSettings({ limits: { ...limits, maxStakePerMarket: 1_500 } });
    const market = await winnerMarket();
    const p = await player();
    expect(keyOf(await bet(p.session, market, 'home', '10.00'))).toBe('placed');
    expect(keyOf(await bet(p.session, market, 'draw', '10.00'))).toBe('market_limit');
    expect(keyOf(await bet(p.session, market, 'draw', '5.00'))).toBe('placed');
  });

  it('gives back the share of a bet the wallet refused', async () => {
    await book(app).operator.updateSettings({ marketLimits: { ...roomy, selectionMaxStake: 1_000 } });
    const market = await winnerMarket();
    const poor = await player('3.00');
    expect(keyOf(await bet(poor.session, market, 'draw', '5.00'))).toBe('insufficient_funds');
    const other = await player();
    expect(keyOf(await bet(other.session, market, 'draw', '10.00'))).toBe('placed');
    expect(keyOf(await bet(other.session, market, 'draw', '1.00'))).toBe('market_stake_limit');
  });

  it('takes exactly as many bets racing for the last room on a market as fit', async () => {
    await book(app).operator.updateSettings({ marketLimits: { ...roomy, maxStake: 2_000 } });
    const market = await winnerMarket();
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await player());
    const answers = await Promise.all(players.map((p) => bet(p.session, market, 'away', '5.00')));
    const keys = answers.map(keyOf).sort();
    expect(keys).toEqual([
      'market_stake_limit',
      'market_stake_limit',
      'placed',
      'placed',
      'placed',
      'placed',
    ]);
  });

  it('never passes the limit with bets racing across exposure shards for its last room', async () => {
    await book(app).operator.updateSettings({ marketLimits: { ...roomy, maxStake: 4_100 } });
    const market = await winnerMarket();
    // The first bet sizes the shards' rooms: 40.00 left, 5.00 in each of the 8 shards.
    expect(keyOf(await bet((await player()).session, market, 'away', '1.00'))).toBe('placed');
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await player());
    const answers = await Promise.all(players.map((p) => bet(p.session, market, 'away', '5.00')));
    expect(answers.map(keyOf).sort()).toEqual([
      ...Array<string>(4).fill('market_stake_limit'),
      ...Array<string>(8).fill('placed'),
    ]);
    const shards = await database.db
      .withTables<SbDatabase>()
      .selectFrom('sb_exposure')
      .select(['shard', 'stake'])
      .where('market_id', '=', market)
      .where('scope', '=', 'market')
      .execute();
    expect(shards.reduce((sum, shard) => sum + BigInt(shard.stake), 0n)).toBe(4_100n);
    expect(shards.filter((shard) => BigInt(shard.stake) > 0n).length).toBeGreaterThan(1);
  });

  const operator = <T>(method: 'GET' | 'PUT', path: string, body?: object) =>
    call<T>(app, method, `/wps/operator/sportsbook${path}`, { token: staffToken, body });
  const refusal = (answer: Awaited<ReturnType<typeof bet>>) => answer.body.value as unknown as object;

  it("applies a market's own limits over its sport's and the book's, set through the operator API", async () => {
    const [capped, other] = [await winnerMarket(), await winnerMarket()];
    const p = await player();
    const set = await operator<{ effective: object; override: object }>('PUT', `/markets/${capped}/limits`, {
      maxStake: 1_000,
    });
    expect(set.status).toBe(200);
    expect(set.body.value).toMatchObject({
      override: { maxStake: 1_000, maxPayout: null, maxLiability: null },
      effective: { maxStake: 1_000, maxPayout: 50_000_000, maxLiability: 1_000_000 },
    });
    const refused = await bet(p.session, capped, 'home', '15.00');
    expect(refused.status).toBe(400);
    expect(refusal(refused)).toEqual({ key: 'stake_too_high', max: '10.00' });
    expect(await balanceOf(app, p.token)).toBe('1000.00');
    expect(keyOf(await bet(p.session, capped, 'home', '10.00'))).toBe('placed');
    expect(keyOf(await bet(p.session, other, 'home', '15.00'))).toBe('placed');

    // The sport's payout limit applies to every football market but the one with its own.
    const settings = await operator('PUT', '/settings', { sportLimits: { football: { maxPayout: 3_000 } } });
    expect(settings.status).toBe(200);
    const [plain, own] = [await winnerMarket(), await winnerMarket()];
    await operator('PUT', `/markets/${own}/limits`, { maxPayout: 10_000 });
    const tooMuch = await bet(p.session, plain, 'home', '20.00');
    expect(refusal(tooMuch)).toEqual({ key: 'payout_too_high', max: '30.00' });
    expect(keyOf(await bet(p.session, own, 'home', '20.00'))).toBe('placed');

    // A market's own liability limit.
    const tight = await winnerMarket();
    await operator('PUT', `/markets/${tight}/limits`, { maxLiability: 500 });
    expect(keyOf(await bet(p.session, tight, 'home', '10.00'))).toBe('liability_limit');
    expect(keyOf(await bet(p.session, tight, 'home', '5.00'))).toBe('placed');

    // Cleared: back to the sport's and the book's.
    const cleared = await operator('PUT', `/markets/${capped}/limits`, {});
    expect(cleared.body.value).toMatchObject({ override: { maxStake: null } });
    expect(keyOf(await bet(p.session, capped, 'home', '12.00'))).toBe('placed');
    expect(await balanceOf(app, p.token)).toBe('938.00');
  });

  it('holds one player to their own stake and payout limits, and only them', async () => {
    const market = await winnerMarket();
    const [limited, free] = [await player(), await player()];
    const set = await operator('PUT', `/players/${limited.id}/limits`, {
      maxStake: 500,
      maxPayout: 1_200,
      maxStakePerMarket: 900,
    });
    expect(set.status).toBe(200);
    expect(set.body.value).toMatchObject({
      playerId: limited.id,
      effective: { maxStake: 500, maxPayout: 1_200, maxStakePerMarket: 900 },
    });
    expect(refusal(await bet(limited.session, market, 'home', '6.00'))).toEqual({
      key: 'stake_too_high',
      max: '5.00',
    });
    // 5.00 at 3.80 would return 19.00.
    expect(refusal(await bet(limited.session, market, 'away', '5.00'))).toEqual({
      key: 'payout_too_high',
      max: '12.00',
    });
    expect(keyOf(await bet(limited.session, market, 'home', '5.00'))).toBe('placed');
    expect(keyOf(await bet(limited.session, market, 'home', '5.00'))).toBe('market_limit');
    expect(keyOf(await bet(free.session, market, 'home', '6.00'))).toBe('placed');
    expect(await balanceOf(app, limited.token)).toBe('995.00');

    const cleared = await operator('PUT', `/players/${limited.id}/limits`, {
      maxStake: null,
      maxPayout: null,
      maxStakePerMarket: null,
    });
    expect(cleared.body.value).toMatchObject({
      override: { maxStake: null },
      effective: { maxStake: 5_000_000 },
    });
    expect(keyOf(await bet(limited.session, await winnerMarket(), 'home', '6.00'))).toBe('placed');
  });

  it('refuses bad limit requests with nothing changed', async () => {
    const market = await winnerMarket();
    const negative = await operator('PUT', `/markets/${market}/limits`, { maxStake: -1 });
    expect(negative.status).toBe(400);
    expect((await operator('PUT', '/markets/999999999/limits', { maxStake: 100 })).status).toBe(404);
    expect((await operator('GET', '/players/999999999/limits')).status).toBe(404);
    expect((await operator('PUT', '/players/abc/limits', { maxStake: 100 })).status).toBe(400);
    const view = await operator('GET', `/markets/${market}/limits`);
    expect(view.body.value).toMatchObject({
      override: { maxStake: null, maxPayout: null, maxLiability: null },
    });
    const p = await player();
    const forbidden = await call(app, 'PUT', `/wps/operator/sportsbook/markets/${market}/limits`, {
      token: p.token,
      body: { maxStake: 100 },
    });
    expect(forbidden.status).toBe(403);
  });

  it('reports liability per market from the running exposure, refused bets left out', async () => {
    const fixture = testFixture();
    await book(app).applyFeed(fixture.messages);
    const market = await marketId(app, fixture.fixtureId, 'winner');
    await operator('PUT', `/markets/${market}/limits`, { maxStake: 2_000 });
    const [a, b] = [await player(), await player('3.00')];
    expect(keyOf(await bet(a.session, market, 'home', '10.00'))).toBe('placed');
    expect(keyOf(await bet(a.session, market, 'draw', '5.00'))).toBe('placed');
    expect(keyOf(await bet(b.session, market, 'away', '5.00'))).toBe('insufficient_funds');
    const list = await operator<{ markets: { marketId: string }[] }>(
      'GET',
      `/markets?fixtureId=${fixture.fixtureId}`,
    );
    expect(list.body.value.markets.find((m) => m.marketId === market)).toMatchObject({
      bets: 2,
      stake: '15.00',
      selections: [
        { id: 'home', payout: '20.00' },
        { id: 'draw', payout: '17.00' },
        { id: 'away', payout: '0.00' },
      ],
      liability: '5.00',
      limits: { maxStake: '20.00', maxPayout: '500000.00', maxLiability: '10000.00', overridden: true },
    });
  });

  it('answers a replayed request id with its bet even once the market is closed or the limit lower', async () => {
    const market = await winnerMarket();
    const p = await player();
    const body = {
      requestId: requestId(),
      legs: [{ marketId: market, selectionId: 'home', odds: '2.00' }],
      stake: '10.00',
    };
    // A double click: both answers are the one bet, debited once.
    const [first, second] = await Promise.all([
      placeBet(app, p.session, body),
      placeBet(app, p.session, body),
    ]);
    const placed = [first, second].filter((answer) => answer.status === 200);
    expect(placed.length).toBeGreaterThan(0);
    for (const answer of [first, second])
      if (answer.status !== 200) expect(keyOf(answer)).toBe('bet_in_progress');
    await operator('PUT', `/markets/${market}/limits`, { maxStake: 500 });
    await book(app).operator.suspend(market, true);
    const replay = await placeBet(app, p.session, body);
    expect(replay.status).toBe(200);
    expect(replay.body.value.betId).toBe(placed[0]!.body.value.betId);
    expect(await balanceOf(app, p.token)).toBe('990.00');
  });
});
