import type { JackpotBoard, PointBalance } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  type Player,
} from '../../../testing/wallet.js';
import { drainMemberEvents, publishMemberEvent } from '../../platform/member-events/member-event.service.js';
import { engagementConsumers } from '../event-consumers/engagement.consumers.js';
import { contributeToJackpots } from './jackpot.service.js';

describe.each(testDatabaseKinds())('jackpot ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const board = async () => (await call<JackpotBoard>(app, 'GET', '/wps/relay/MCS2_getJackpot')).body.value;
  const bet = (player: Player, roundRef: string, stakeMinor: bigint, gameType = 'RNG') =>
    database.db
      .transaction()
      .execute((trx) => contributeToJackpots(trx, { memberId: player.id, roundRef, gameType, stakeMinor }));

  it('pays the pool once when two bets reach the drop point together', async () => {
    const created = await call(app, 'POST', '/wps/operator/engagement/jackpots', {
      token: operator,
      body: { name: 'Mega', contributionBp: 100, seed: '100.00', mustDropBy: '100.01', gameTypes: ['RNG'] },
    });
    expect(created.status).toBe(200);
    // The pool reached its must-drop-by amount (drop point 100.01, the only one in range).
    await sql`update jackpot set pool_minor = 10001 where name = 'Mega'`.execute(database.db);
    const [a, b] = await Promise.all([createPlayer(app, database.db), createPlayer(app, database.db)]);
    // Stakes too small to contribute a poisha: only the first bet taken finds the pool at the drop point.
    const wins = await Promise.all([bet(a, 'round-a', 50n), bet(b, 'round-b', 50n)]);
    expect(wins.flat()).toHaveLength(1);
    const balances = [await balanceOf(app, a.token), await balanceOf(app, b.token)].sort();
    expect(balances).toEqual(['0.00', '100.01']);
    const after = await board();
    expect(after.list.find((j) => j.name === 'Mega')?.pool).toBe('100.00');
    expect(after.winners[0]).toMatchObject({ jackpot: 'Mega', amount: '100.01' });
    await expectReconciled(database.db);
    const day = 86_400_000;
    const report = await call<{ rows: { source: string; cash: string }[] }>(
      app,
      'GET',
      `/wps/operator/engagement/costReport?from=${new Date(Date.now() - day).toISOString()}&to=${new Date(Date.now() + day).toISOString()}`,
      { token: operator },
    );
    expect(report.body.value.rows.find((row) => row.source === 'jackpot_win')?.cash).toBe('100.01');
  });

  it('grows by a share of qualifying bets, only for its game types', async () => {
    const created = await call(app, 'POST', '/wps/operator/engagement/jackpots', {
      token: operator,
      body: {
        name: 'Live pot',
        contributionBp: 50,
        seed: '10.00',
        mustDropBy: '1000000.00',
        gameTypes: ['LIVE'],
      },
    });
    expect(created.body.message).toBe('success');
    const player = await createPlayer(app, database.db);
    await bet(player, 'live-1', 100_000n, 'LIVE'); // 0.5% of 1000.00 = 5.00
    await bet(player, 'rng-1', 100_000n, 'RNG');
    expect((await board()).list.find((j) => j.name === 'Live pot')?.pool).toBe('15.00');
  });

  it('earns points, mission progress and jackpot contributions from wager.settled events', async () => {
    await call(app, 'PUT', '/wps/operator/engagement/pointRates', {
      token: operator,
      body: { rates: [], earnRules: [{ gameType: 'LIVE', pointsPerUnit: 2, unit: '1.00' }] },
    });
    const player = await createPlayer(app, database.db);
    await database.db.transaction().execute((trx) =>
      publishMemberEvent(trx, {
        memberId: player.id,
        kind: 'wager.settled',
        ref: 'HOUSE:evt-1',
        payload: {
          providerCode: 'HOUSE',
          vendorCode: 'EVO',
          nodeId: '1',
          gameType: 'LIVE',
          roundRef: 'evt-1',
          stakeMinor: '20000',
          validBetMinor: '20000',
          winMinor: '0',
        },
      }),
    );
    await drainMemberEvents(database.db, engagementConsumers);
    await drainMemberEvents(database.db, engagementConsumers);
    const points = await call<PointBalance>(app, 'GET', '/wps/relay/MCS2_getPointBalance', {
      token: player.token,
    });
    expect(points.body.value).toEqual({ points: '400', validBet: '200.00' });
    expect((await board()).list.find((j) => j.name === 'Live pot')?.pool).toBe('16.00');
  });
});
