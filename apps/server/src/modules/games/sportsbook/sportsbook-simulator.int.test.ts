import {
  createSimulator,
  createSportsbookProvider,
  sportsbookPaths,
  type SbCockfight,
  type SbFixtureDetail,
  type SbFixtureList,
} from '@app/sportsbook-provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseProviderDevelopmentSecret } from '../../../config.js';
import { importSportsbookGames, openSession, placeBet, sb } from '../../../testing/sportsbook.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled } from '../../../testing/wallet.js';
import { SPORTSBOOK_PROVIDER_CODE, sportsbookSecret } from './sportsbook-provider.service.js';

/** The built-in simulator on a clock the test moves: a cockfight's whole life and a football match played out. */
describe.each(testDatabaseKinds())('sportsbook simulator ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let games: Awaited<ReturnType<typeof importSportsbookGames>>;
  let clock = new Date();

  /** The book on real time (its signed wallet calls must carry a current timestamp), its feed on the test's clock. */
  const simulator = (sports: ('football' | 'cockfight')[]) =>
    createSportsbookProvider({
      db: database.db,
      providerCode: SPORTSBOOK_PROVIDER_CODE,
      secret: sportsbookSecret(houseProviderDevelopmentSecret),
      wallet: {
        async send(path, headers, body) {
          const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
          return { status: response.statusCode, body: response.body };
        },
      },
      log: app.log,
      feed: createSimulator({
        db: database.db,
        now: () => clock,
        sports,
        speed: 600,
        fixturesPerSport: 1,
        startGapMinutes: 1,
        samples: { prematch: 30, live: 10 },
      }),
    });

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

  it('runs a cockfight: betting window, bet stop, result from the committed seed, payout or refund', async () => {
    const player = await createPlayer(app, database.db, { balance: '50.00' });
    const session = await openSession(app, player, games.cockfight);
    const arena = simulator(['cockfight']);
    await arena.pumpFeedOnce();
    const open = await sb<SbCockfight>(app, 'GET', sportsbookPaths.cockfight);
    const fight = open.body.value.fight!;
    expect(fight.status).toBe('scheduled');
    expect(fight.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const market = fight.markets[0]!;
    expect(market.selections.map((s) => [s.id, s.odds])).toEqual([
      ['meron', '1.90'],
      ['wala', '1.90'],
      ['draw', '9.00'],
    ]);
    const placed = await placeBet(app, session, {
      requestId: `cock-${Date.now()}`,
      legs: [{ marketId: market.id, selectionId: 'meron', odds: '1.90' }],
      stake: '10.00',
    });
    expect(placed.body.value).toMatchObject({ status: 'open', balance: '40.00' });

    clock = new Date(new Date(open.body.value.closesAt!).getTime() + 1_000);
    await arena.pumpFeedOnce();
    const closed = await placeBet(app, session, {
      requestId: `cock-late-${Date.now()}`,
      legs: [{ marketId: market.id, selectionId: 'wala', odds: '1.90' }],
      stake: '10.00',
    });
    expect(closed.body.value).toMatchObject({ key: 'market_closed' });

    clock = new Date(new Date(open.body.value.fightsAt!).getTime() + 1_000);
    await arena.runOnce();
    await arena.runOnce();
    const done = await sb<SbFixtureDetail>(app, 'GET', sportsbookPaths.fixture(fight.id));
    expect(['ended', 'cancelled']).toContain(done.body.value.status);
    expect(done.body.value.seed).toMatch(/^[0-9a-f]{64}$/);
    const winners = done.body.value.markets[0]!.winners;
    const expected =
      done.body.value.status === 'cancelled' ? '50.00' : winners.includes('meron') ? '59.00' : '40.00';
    expect(await balanceOf(app, player.token)).toBe(expected);
    // The next fight opens at once.
    const next = await sb<SbCockfight>(app, 'GET', sportsbookPaths.cockfight);
    expect(next.body.value.fight?.id).not.toBe(fight.id);
    expect(next.body.value.recent[0]?.id).toBe(fight.id);
    await arena.stop();
  });

  it('plays a football match live to the end: markets priced, settled as decided, the seed revealed', async () => {
    const player = await createPlayer(app, database.db, { balance: '50.00' });
    const session = await openSession(app, player, games.sports);
    const feed = simulator(['football']);
    await feed.pumpFeedOnce();
    const list = await sb<SbFixtureList>(
      app,
      'GET',
      `${sportsbookPaths.fixtures}?product=sports&sport=football`,
    );
    const fixture = list.body.value.fixtures[0]!;
    expect(fixture.status).toBe('live');
    const detail = await sb<SbFixtureDetail>(app, 'GET', sportsbookPaths.fixture(fixture.id));
    const keys = detail.body.value.markets.map((m) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['winner', 'btts', 'cs', 'ht1x2']));
    expect(keys.some((key) => /^hcp:-?\d+\.(25|75)$/.test(key))).toBe(true);
    const winner = detail.body.value.markets.find((m) => m.key === 'winner')!;
    const home = winner.selections.find((s) => s.id === 'home')!;
    await feed.operator.updateSettings({ inPlayDelayMs: 0 });
    const placed = await placeBet(app, session, {
      requestId: `football-${Date.now()}`,
      legs: [{ marketId: winner.id, selectionId: 'home', odds: home.odds! }],
      stake: '10.00',
    });
    // The whole answer, so a refusal shows its code (this once failed on PostgreSQL without one).
    expect(placed.body).toMatchObject({ value: { status: 'open' } });

    for (let minute = 0; minute < 95; minute++) {
      clock = new Date(clock.getTime() + 10_000);
      await feed.runOnce();
    }
    const ended = await sb<SbFixtureDetail>(app, 'GET', sportsbookPaths.fixture(fixture.id));
    expect(ended.body.value.status).toBe('ended');
    expect(ended.body.value.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(ended.body.value.markets.every((m) => m.status === 'settled' || m.status === 'cancelled')).toBe(
      true,
    );
    const won = ended.body.value.markets.find((m) => m.key === 'winner')!.winners.includes('home');
    const payout = won ? (10 * Number(home.odds)).toFixed(2) : '0.00';
    expect(await balanceOf(app, player.token)).toBe((40 + Number(payout)).toFixed(2));
    await feed.stop();
  });
});
