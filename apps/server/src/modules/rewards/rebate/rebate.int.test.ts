import type { RebateSummary } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { drainRewards, publishWager } from '../../../testing/rewards.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, operatorToken } from '../../../testing/wallet.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { dailyRebateJob } from './rebate.job.js';

const quiet = { info: () => undefined, error: () => undefined };

describe.each(testDatabaseKinds())('rebate ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    const rates = await call(app, 'PUT', '/wps/operator/rewards/rebate-rates', {
      token: operator,
      body: {
        minClaim: '5.00',
        rates: [
          { gameType: 'RNG', vipLevel: 0, rateBp: 100 },
          { gameType: 'LIVE', vipLevel: 0, rateBp: 50 },
        ],
      },
    });
    expect(rates.status).toBe(200);
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  const summary = async (token: string) =>
    (await call<RebateSummary>(app, 'GET', '/wps/rewards/rebate', { token })).body.value;
  const claim = (token: string) =>
    call<{ amount: string }>(app, 'POST', '/wps/rewards/rebate/claim', { token });

  it('shows the rebate accumulated per category and pays a claim once however many race', async () => {
    const player = await createPlayer(app, database.db);
    await publishWager(database.db, player.id, 'RNG', 1000_00n);
    await publishWager(database.db, player.id, 'LIVE', 400_00n);
    await drainRewards(database.db);
    expect(await summary(player.token)).toMatchObject({
      minClaim: '5.00',
      total: '12.00',
      claimable: true,
      categories: [
        { gameType: 'LIVE', validBet: '400.00', ratePercent: '0.50', amount: '2.00' },
        { gameType: 'RNG', validBet: '1000.00', ratePercent: '1.00', amount: '10.00' },
      ],
    });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(player.token)));
    expect(claims.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(app, player.token)).toBe('12.00');
    const after = await summary(player.token);
    expect(after).toMatchObject({ total: '0.00', claimable: false, categories: [] });
    expect(after.history).toMatchObject([{ kind: 'manual', amount: '12.00' }]);

    await publishWager(database.db, player.id, 'RNG', 100_00n);
    await drainRewards(database.db);
    const small = await claim(player.token);
    expect(small.status).toBe(409);
    expect(detailOf(small)).toMatchObject({ key: 'rebate_below_minimum', params: { min: '৳5.00' } });
  });

  it('pays the daily rebate exactly once per day with two copies running the job', async () => {
    const player = await createPlayer(app, database.db);
    await publishWager(database.db, player.id, 'RNG', 300_00n);
    await drainRewards(database.db);
    const copies = [1, 2].map(() => createJobRunner({ db: database.db, jobs: [dailyRebateJob], log: quiet }));
    const day = new Date('2031-03-04T01:00:00Z');
    const runs = await Promise.all(copies.map((copy) => copy.runDue(day)));
    expect(runs.flat()).toEqual([{ job: 'rebate-daily', period: '2031-03-04' }]);
    await Promise.all(copies.map((copy) => copy.runDue(new Date('2031-03-04T05:00:00Z'))));
    expect(await balanceOf(app, player.token)).toBe('3.00');
    expect((await summary(player.token)).history).toMatchObject([{ kind: 'daily', amount: '3.00' }]);
  });
});
