import { sportsbookPaths, type SbBet, type SbBetList, type SbDatabase } from '@app/sportsbook-provider';
import type { BetRecordPage } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAccount, loginToken } from '../../../testing/accounts.js';
import {
  book,
  importSportsbookGames,
  marketId,
  openSession,
  placeBet,
  sb,
  settleAll,
  testFixture,
} from '../../../testing/sportsbook.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, minor, type Player } from '../../../testing/wallet.js';

let requestCounter = 0;
const requestId = () => `req-${Date.now()}-${++requestCounter}`;

describe.each(testDatabaseKinds())('house sportsbook ($name)', (kind) => {
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
    await book(app).operator.updateSettings({ inPlayDelayMs: 400 });
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  async function playerWithSession(balance = '100.00'): Promise<Player & { session: string }> {
    const player = await createPlayer(app, database.db, { balance });
    return { ...player, session: await openSession(app, player, games.sports) };
  }

  async function newFixture(options: { live?: boolean } = {}) {
    const fixture = testFixture(options);
    await book(app).applyFeed(fixture.messages);
    return {
      ...fixture,
      winner: await marketId(app, fixture.fixtureId, 'winner'),
      total: await marketId(app, fixture.fixtureId, 'total:2.25'),
    };
  }

  /** A market's exposure rows summed over their shards. */
  const exposureOf = async (market: string, scopes: string[]) =>
    (
      await database.db
        .withTables<SbDatabase>()
        .selectFrom('sb_exposure')
        .select((eb) => [
          'scope',
          eb.fn.sum<string | number>('stake').as('stake'),
          eb.fn.sum<string | number>('payout').as('payout'),
          eb.fn.sum<string | number>('bets').as('bets'),
        ])
        .where('market_id', '=', market)
        .where('scope', 'in', scopes)
        .groupBy('scope')
        .orderBy('scope')
        .execute()
    ).map((row) => ({
      scope: row.scope,
      stake: String(row.stake),
      payout: String(row.payout),
      bets: String(row.bets),
    }));

  const settle = (
    fixtureId: string,
    key: string,
    outcomes: Record<string, { result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' }>,
  ) => book(app).applyFeed([{ type: 'bet_settlement', fixtureId, markets: [{ key, outcomes }] }]);

  it('places a single, settles it from the feed and shows it in the betting record', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    const body = {
      requestId: requestId(),
      legs: [{ marketId: fixture.winner, selectionId: 'home', odds: '2.00' }],
      stake: '10.00',
    };
    const placed = await placeBet(app, player.session, body);
    expect(placed.status).toBe(200);
    expect(placed.body.value).toMatchObject({
      status: 'open',
      stake: '10.00',
      potentialReturn: '20.00',
      balance: '90.00',
    });
    // The same request id answers the same bet; nothing moves twice.
    const replay = await placeBet(app, player.session, body);
    expect(replay.body.value.betId).toBe(placed.body.value.betId);
    expect(await balanceOf(app, player.token)).toBe('90.00');

    await settle(fixture.fixtureId, 'winner', {
      home: { result: 'won' },
      draw: { result: 'lost' },
      away: { result: 'lost' },
    });
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe('110.00');
    const settled = await sb<SbBetList>(
      app,
      'GET',
      `${sportsbookPaths.bets}?status=settled`,
      undefined,
      player.session,
    );
    expect(settled.body.value.bets[0]).toMatchObject({ status: 'settled', payout: '20.00' });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const records = await call<BetRecordPage>(
      app,
      'GET',
      `/wps/relay/ODSFE2_MemBetDet?from=${today}&to=${today}`,
      {
        token: player.token,
      },
    );
    expect(records.body.value.list[0]).toMatchObject({
      nodeId: games.sports,
      stake: '10.00',
      status: 'settled',
    });
  });

  it('refuses bad placements with nothing moved', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    const leg = { marketId: fixture.winner, selectionId: 'home', odds: '2.00' };
    const refusals: [unknown, string][] = [
      [{ requestId: requestId(), legs: [{ ...leg, odds: '2.10' }], stake: '5.00' }, 'odds_changed'],
      [
        { requestId: requestId(), legs: [{ ...leg, selectionId: 'nobody' }], stake: '5.00' },
        'selection_not_found',
      ],
      [
        {
          requestId: requestId(),
          legs: [leg, { marketId: fixture.total, selectionId: 'over', odds: '1.90' }],
          stake: '5.00',
        },
        'same_fixture',
      ],
      [{ requestId: requestId(), legs: [leg], stake: '0.50' }, 'stake_too_low'],
      [{ requestId: requestId(), legs: [leg], stake: '100000.00' }, 'stake_too_high'],
      [{ requestId: requestId(), legs: [leg], stake: '500.00' }, 'insufficient_funds'],
      [{ requestId: 'short', legs: [leg], stake: '5.00' }, 'invalid_request'],
    ];
    for (const [body, key] of refusals) {
      const answer = await sb<{ key: string }>(app, 'POST', sportsbookPaths.bets, body, player.session);
      expect(answer.status, key).toBeGreaterThanOrEqual(400);
      expect(answer.status, key).toBeLessThan(500);
      expect(answer.body.value.key).toBe(key);
    }
    await book(app).applyFeed([{ type: 'bet_stop', fixtureId: fixture.fixtureId }]);
    const stopped = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [leg],
      stake: '5.00',
    });
    expect(stopped.body.value).toMatchObject({ key: 'market_closed' });
    expect(await balanceOf(app, player.token)).toBe('100.00');
    const higher = await newFixture();
    const accepted = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: higher.winner, selectionId: 'home', odds: '1.90' }],
      stake: '5.00',
      accept: 'higher',
    });
    expect(accepted.body.value).toMatchObject({ status: 'open', odds: '2.00' });
  });

  it('settles a three-leg multiple with a void leg and a quarter line half won', async () => {
    const player = await playerWithSession();
    const fixtures = [await newFixture(), await newFixture(), await newFixture()];
    const placed = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [
        { marketId: fixtures[0]!.winner, selectionId: 'home', odds: '2.00' },
        { marketId: fixtures[1]!.total, selectionId: 'over', odds: '1.90' },
        { marketId: fixtures[2]!.winner, selectionId: 'away', odds: '3.80' },
      ],
      stake: '10.00',
    });
    expect(placed.body.value).toMatchObject({ kind: 'multiple', odds: '14.44' });
    await settle(fixtures[0]!.fixtureId, 'winner', {
      home: { result: 'won' },
      draw: { result: 'lost' },
      away: { result: 'lost' },
    });
    await settleAll(app);
    // Still open: two legs undecided.
    expect(await balanceOf(app, player.token)).toBe('90.00');
    await settle(fixtures[1]!.fixtureId, 'total:2.25', {
      over: { result: 'half_won' },
      under: { result: 'half_lost' },
    });
    await book(app).applyFeed([
      { type: 'bet_cancel', fixtureId: fixtures[2]!.fixtureId, reason: 'abandoned' },
    ]);
    await settleAll(app);
    // 10.00 x 2.00 x (1.90 + 1) / 2 x 1.00 = 29.00
    expect(await balanceOf(app, player.token)).toBe('119.00');
  });

  /** The feed moves the price of 'home' in the fixture's winner market. */
  async function moveHomeOdds(fixtureId: string, odds: number) {
    const market = testFixture().messages[1]!;
    if (market.type !== 'odds_change') throw new Error('unexpected');
    await book(app).applyFeed([
      {
        ...market,
        fixtureId,
        markets: market.markets.map((m) =>
          m.key === 'winner'
            ? { ...m, selections: m.selections.map((s) => (s.id === 'home' ? { ...s, odds } : s)) }
            : m,
        ),
      },
    ]);
  }

  /** Once the player's bet waits out the in-play delay, does `during`, then answers the placement. */
  async function duringDelay<T>(playerId: string, placing: Promise<T>, during: () => Promise<unknown>) {
    await expect
      .poll(
        async () =>
          (
            await database.db
              .withTables<SbDatabase>()
              .selectFrom('sb_bet')
              .select('status')
              .where('player_id', '=', playerId)
              .where('status', '=', 'pending')
              .execute()
          ).length,
      )
      .toBe(1);
    await during();
    return placing;
  }

  it('never takes a price the book no longer offers, even one this copy read a moment ago', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    const leg = { marketId: fixture.winner, selectionId: 'home', odds: '2.00' };
    const first = await placeBet(app, player.session, { requestId: requestId(), legs: [leg], stake: '1.00' });
    expect(first.body.value).toMatchObject({ status: 'open', odds: '2.00' });
    await moveHomeOdds(fixture.fixtureId, 180);

    const stale = await placeBet(app, player.session, { requestId: requestId(), legs: [leg], stake: '1.00' });
    expect(stale.status).toBe(409);
    expect(stale.body.value).toMatchObject({ key: 'odds_changed', odds: ['1.80'] });
    const taken = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ ...leg, odds: '1.80' }],
      stake: '1.00',
    });
    expect(taken.body.value).toMatchObject({ status: 'open', odds: '1.80' });
    expect(await balanceOf(app, player.token)).toBe('98.00');
  });

  it('refuses an in-play bet whose price moved during the delay, and takes it when any change is accepted', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture({ live: true });
    const leg = { marketId: fixture.winner, selectionId: 'home', odds: '2.00' };
    const moveOdds = (odds: number) => moveHomeOdds(fixture.fixtureId, odds);
    const whilePending = (placing: Promise<unknown>, during: () => Promise<void>) =>
      duringDelay(player.id, placing, during);

    const refused = (await whilePending(
      placeBet(app, player.session, { requestId: requestId(), legs: [leg], stake: '10.00' }),
      () => moveOdds(180),
    )) as Awaited<ReturnType<typeof placeBet>>;
    expect(refused.status).toBe(409);
    expect(refused.body.value).toMatchObject({ key: 'odds_changed', odds: ['1.80'] });
    expect(await balanceOf(app, player.token)).toBe('100.00');

    const taken = (await whilePending(
      placeBet(app, player.session, {
        requestId: requestId(),
        legs: [{ ...leg, odds: '1.80' }],
        stake: '10.00',
        accept: 'any',
      }),
      () => moveOdds(170),
    )) as Awaited<ReturnType<typeof placeBet>>;
    expect(taken.body.value).toMatchObject({ status: 'open', inPlay: true, odds: '1.70' });
    expect(await balanceOf(app, player.token)).toBe('90.00');

    const suspended = (await whilePending(
      placeBet(app, player.session, {
        requestId: requestId(),
        legs: [{ ...leg, odds: '1.70' }],
        stake: '5.00',
        accept: 'any',
      }),
      () => book(app).applyFeed([{ type: 'bet_stop', fixtureId: fixture.fixtureId, marketKeys: ['winner'] }]),
    )) as Awaited<ReturnType<typeof placeBet>>;
    expect(suspended.status).toBe(409);
    expect(suspended.body.value).toMatchObject({ key: 'market_closed' });
    expect(await balanceOf(app, player.token)).toBe('90.00');
    // Only the bet taken is left in the market's exposure: the refused ones gave theirs back.
    expect(await exposureOf(fixture.winner, ['market', 's:home'])).toEqual([
      { scope: 'market', stake: '1000', payout: '0', bets: '1' },
      { scope: 's:home', stake: '1000', payout: '1700', bets: '1' },
    ]);
    const calls = await database.db
      .withTables<SbDatabase>()
      .selectFrom('sb_wallet_call as c')
      .innerJoin('sb_bet as b', 'b.id', 'c.bet_id')
      .select(['b.status'])
      .where('b.player_id', '=', player.id)
      .execute();
    expect(calls).toEqual([{ status: 'open' }]);
  });

  it('takes an in-play bet at the price accepted after the delay: odds, return, exposure and payout follow it', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture({ live: true });
    const leg = { marketId: fixture.winner, selectionId: 'home', odds: '2.00' };
    const higher = await duringDelay(
      player.id,
      placeBet(app, player.session, {
        requestId: requestId(),
        legs: [leg],
        stake: '10.00',
        accept: 'higher',
      }),
      () => moveHomeOdds(fixture.fixtureId, 250),
    );
    expect(higher.body.value).toMatchObject({
      status: 'open',
      odds: '2.50',
      potentialReturn: '25.00',
      // Priced against the price it was taken at: the stake less the 5% margin.
      cashout: '9.50',
      legs: [{ odds: '2.50' }],
    });
    const any = await duringDelay(
      player.id,
      placeBet(app, player.session, {
        requestId: requestId(),
        legs: [{ ...leg, odds: '2.50' }],
        stake: '10.00',
        accept: 'any',
      }),
      () => moveHomeOdds(fixture.fixtureId, 160),
    );
    expect(any.body.value).toMatchObject({
      status: 'open',
      odds: '1.60',
      potentialReturn: '16.00',
      // Priced against the price it was taken at: the stake less the 5% margin.
      cashout: '9.50',
      legs: [{ odds: '1.60' }],
    });
    expect(await balanceOf(app, player.token)).toBe('80.00');
    const stored = await database.db
      .withTables<SbDatabase>()
      .selectFrom('sb_bet as b')
      .innerJoin('sb_bet_leg as l', 'l.bet_id', 'b.id')
      .select(['b.odds', 'l.odds as leg_odds'])
      .where('b.player_id', '=', player.id)
      .orderBy('b.id')
      .execute();
    expect(stored.map((row) => [String(row.odds), String(row.leg_odds)])).toEqual([
      ['250', '250'],
      ['160', '160'],
    ]);
    // Counted at the prices taken: 25.00 + 16.00 if home wins.
    expect(await exposureOf(fixture.winner, ['market', 's:home'])).toEqual([
      { scope: 'market', stake: '2000', payout: '0', bets: '2' },
      { scope: 's:home', stake: '2000', payout: '4100', bets: '2' },
    ]);
    await settle(fixture.fixtureId, 'winner', {
      home: { result: 'won' },
      draw: { result: 'lost' },
      away: { result: 'lost' },
    });
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe('121.00');
  });

  it('cashes out once: a double click and a racing settlement get exactly one winner', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    const placed = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: fixture.winner, selectionId: 'home', odds: '2.00' }],
      stake: '20.00',
    });
    const bet = placed.body.value;
    // Current price equals the taken price: value is the stake less the 5% cash-out margin.
    expect(bet.cashout).toBe('19.00');
    const partial = await sb<SbBet>(
      app,
      'POST',
      sportsbookPaths.cashout(bet.betId),
      { requestId: requestId(), stakePart: '5.00', quote: '19.00' },
      player.session,
    );
    expect(partial.body.value).toMatchObject({
      remainingStake: '15.00',
      cashedOut: '4.75',
      cashout: '14.25',
    });

    const clicks = await Promise.all(
      [requestId(), requestId()].map((id) =>
        sb<SbBet | { key: string }>(
          app,
          'POST',
          sportsbookPaths.cashout(bet.betId),
          { requestId: id, quote: '14.25' },
          player.session,
        ),
      ),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 409]);
    await settle(fixture.fixtureId, 'winner', {
      home: { result: 'won' },
      draw: { result: 'lost' },
      away: { result: 'lost' },
    });
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe(`${(100 - 20 + 4.75 + 14.25).toFixed(2)}`);

    // Cash-out racing the settlement of another bet: one of them pays, never both.
    const second = await newFixture();
    const race = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: second.winner, selectionId: 'home', odds: '2.00' }],
      stake: '10.00',
    });
    const before = minor(await balanceOf(app, player.token));
    const [cashout] = await Promise.all([
      sb<SbBet | { key: string }>(
        app,
        'POST',
        sportsbookPaths.cashout(race.body.value.betId),
        { requestId: requestId(), quote: '9.50' },
        player.session,
      ),
      settle(second.fixtureId, 'winner', {
        home: { result: 'won' },
        draw: { result: 'lost' },
        away: { result: 'lost' },
      }).then(() => settleAll(app)),
    ]);
    await settleAll(app);
    const after = minor(await balanceOf(app, player.token));
    expect(after - before).toBe(cashout.status === 200 ? 950n : 2000n);
  });

  it('settles exactly once across a crash and a lost answer, and resettles once', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    const placed = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: fixture.winner, selectionId: 'home', odds: '2.00' }],
      stake: '10.00',
    });
    await settle(fixture.fixtureId, 'winner', {
      home: { result: 'won' },
      draw: { result: 'lost' },
      away: { result: 'lost' },
    });
    // Two copies settle at once; then a copy "crashes" before delivering, and the outbox runs twice.
    await Promise.all([book(app).runSettlementOnce(), book(app).runSettlementOnce()]);
    const calls = await database.db
      .withTables<SbDatabase>()
      .selectFrom('sb_wallet_call')
      .select(['kind', 'status'])
      .where('tx_id', 'like', `%${placed.body.value.betId}%`)
      .execute();
    expect(calls.filter((c) => c.kind === 'win')).toHaveLength(1);
    // The win was acknowledged by the platform but the answer lost: mark it pending again and retry.
    await book(app).runOutboxOnce();
    await database.db
      .withTables<SbDatabase>()
      .updateTable('sb_wallet_call')
      .set({ status: 'pending', next_attempt_at: new Date(0) })
      .where('tx_id', '=', `sb-win-${placed.body.value.betId}`)
      .execute();
    await Promise.all([book(app).runOutboxOnce(), book(app).runOutboxOnce()]);
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe('110.00');

    // The console shows a settled market by its id before a resettlement is confirmed.
    type Detail = {
      status: string;
      settleVersion: number;
      bets: number;
      stake: string;
      selections: { id: string; result: string | null }[];
    };
    const shown = async () =>
      (
        await call<Detail>(app, 'GET', `/wps/operator/sportsbook/markets/${fixture.winner}`, {
          token: staffToken,
        })
      ).body.value;
    const results = (detail: Detail) => detail.selections.map((s) => [s.id, s.result]);
    const before = await shown();
    expect(before).toMatchObject({ status: 'settled', settleVersion: 1, bets: 1, stake: '10.00' });
    expect(results(before)).toEqual([
      ['home', 'won'],
      ['draw', 'lost'],
      ['away', 'lost'],
    ]);
    const unknown = await call(app, 'GET', '/wps/operator/sportsbook/markets/999999999', {
      token: staffToken,
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(app, 'GET', '/wps/operator/sportsbook/markets/12a', { token: staffToken });
    expect(malformed.status).toBe(400);
    const notStaff = await call(app, 'GET', `/wps/operator/sportsbook/markets/${fixture.winner}`, {
      token: player.token,
    });
    expect(notStaff.status).toBe(403);

    // Resettlement by the operator: the away side won after all; the 10.00 profit and stake come back once.
    const resettled = await call(app, 'POST', `/wps/operator/sportsbook/markets/${fixture.winner}/settle`, {
      token: staffToken,
      body: { winner: 'away' },
    });
    expect(resettled.status).toBe(200);
    const after = await shown();
    expect(after.settleVersion).toBe(2);
    expect(results(after)).toEqual([
      ['home', 'lost'],
      ['draw', 'lost'],
      ['away', 'won'],
    ]);
    await settleAll(app);
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe('90.00');
    // Void after settlement: the stake is returned by one more correction.
    const voided = await call(app, 'POST', `/wps/operator/sportsbook/markets/${fixture.winner}/void`, {
      token: staffToken,
    });
    expect(voided.status).toBe(200);
    await settleAll(app);
    expect(await balanceOf(app, player.token)).toBe('100.00');
  });

  it('gives the operator liability, suspension and settings', async () => {
    const player = await playerWithSession();
    const fixture = await newFixture();
    await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: fixture.winner, selectionId: 'away', odds: '3.80' }],
      stake: '10.00',
    });
    const markets = await call<{ markets: { marketId: string; liability: string; stake: string }[] }>(
      app,
      'GET',
      `/wps/operator/sportsbook/markets?fixtureId=${fixture.fixtureId}`,
      { token: staffToken },
    );
    expect(markets.body.value.markets.find((m) => m.marketId === fixture.winner)).toMatchObject({
      stake: '10.00',
      liability: '28.00',
    });
    const suspended = await call(app, 'POST', `/wps/operator/sportsbook/markets/${fixture.winner}/suspend`, {
      token: staffToken,
      body: { suspended: true },
    });
    expect(suspended.body.value).toMatchObject({ status: 'suspended' });
    // Feed odds do not reopen a market the operator holds.
    await book(app).applyFeed(fixture.messages);
    const refused = await placeBet(app, player.session, {
      requestId: requestId(),
      legs: [{ marketId: fixture.winner, selectionId: 'away', odds: '3.80' }],
      stake: '10.00',
    });
    expect(refused.body.value).toMatchObject({ key: 'market_closed' });
    const settings = await call<{ margin: { default: number } }>(
      app,
      'PUT',
      '/wps/operator/sportsbook/settings',
      {
        token: staffToken,
        body: { cashoutMargin: 0.1 },
      },
    );
    expect(settings.status).toBe(200);
    const forbidden = await call(app, 'GET', '/wps/operator/sportsbook/settings', { token: player.token });
    expect(forbidden.status).toBe(403);
  });
});
