import type { SportsbookSettings } from '@app/contracts';
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

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    games = await importSportsbookGames(database.db);
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
});
