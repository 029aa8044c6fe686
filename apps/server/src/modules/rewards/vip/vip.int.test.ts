import type { Grant, RewardState, VipSummary } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { creditDeposit, drainRewards, publishWager } from '../../../testing/rewards.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, operatorToken } from '../../../testing/wallet.js';
import { earnPointsForWager } from '../../engagement/points/points.service.js';
import { unitBalance } from '../../engagement/unit-ledger/unit-ledger.service.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { vipJobs } from './vip.jobs.js';
import { runVipPeriod } from './vip.service.js';

const silent = { info: () => undefined, error: () => undefined };

const level = (
  n: number,
  name: string,
  validBet: string,
  deposit: string,
  extra: Record<string, string> = {},
) => ({
  level: n,
  name,
  validBet,
  deposit,
  keepValidBet: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  ...extra,
});

describe.each(testDatabaseKinds())('VIP ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    const levels = await call(app, 'PUT', '/wps/operator/rewards/vip-levels', {
      token: operator,
      body: {
        levels: [
          level(1, 'Bronze', '100.00', '0', { upgradeBonus: '5.00', monthlyBonus: '3.00' }),
          level(2, 'Silver', '1000.00', '500.00', { upgradeBonus: '20.00', keepValidBet: '500.00' }),
        ],
      },
    });
    expect(levels.status).toBe(200);
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  it('refuses a ladder whose requirements fall', async () => {
    const result = await call(app, 'PUT', '/wps/operator/rewards/vip-levels', {
      token: operator,
      body: { levels: [level(1, 'A', '100.00', '0'), level(2, 'B', '50.00', '0')] },
    });
    expect(result.status).toBe(400);
  });

  it('moves up by valid bet and deposit, pays each upgrade bonus once, relegates and pays monthly', async () => {
    const player = await createPlayer(app, database.db);
    const state = async () =>
      (await call<RewardState>(app, 'GET', '/wps/rewards/state', { token: player.token })).body.value;
    expect(await state()).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });

    await publishWager(database.db, player.id, 'RNG', 150_00n);
    await drainRewards(database.db);
    expect(await state()).toMatchObject({ hasVip: true, vipLabelName: 'Bronze', vipRankLevel: 1 });
    expect(await balanceOf(app, player.token)).toBe('5.00');

    await publishWager(database.db, player.id, 'LIVE', 900_00n);
    await drainRewards(database.db);
    const vip = (await call<VipSummary>(app, 'GET', '/wps/rewards/vip', { token: player.token })).body.value;
    expect(vip).toMatchObject({
      level: 1,
      name: 'Bronze',
      validBet: '1050.00',
      deposit: '0.00',
      next: { level: 2 },
    });

    await creditDeposit(app, operator, player, '500.00');
    await drainRewards(database.db);
    expect(await state()).toMatchObject({ vipLabelName: 'Silver', vipRankLevel: 2 });
    expect(await balanceOf(app, player.token)).toBe('525.00');

    // The month turns twice with no play: one level down per month; Bronze's monthly bonus once.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const turns = [
      await database.db.transaction().execute((trx) => runVipPeriod(trx, nextMonth)),
      await database.db.transaction().execute((trx) => runVipPeriod(trx, nextMonth)),
    ];
    expect(turns.map((turn) => turn.turned)).toEqual([true, false]);
    expect(await state()).toMatchObject({ vipRankLevel: 1 });
    expect(await balanceOf(app, player.token)).toBe('528.00');

    // Reaching Silver again pays no second upgrade bonus.
    await publishWager(database.db, player.id, 'RNG', 10_00n);
    await drainRewards(database.db);
    expect(await state()).toMatchObject({ vipRankLevel: 2 });
    const grants = (
      await call<{ list: Grant[] }>(app, 'GET', '/wps/rewards/bonuses', { token: player.token })
    ).body.value.list;
    expect(grants.map((grant) => [grant.source, grant.amount]).sort()).toEqual([
      ['vip_monthly', '3.00'],
      ['vip_upgrade', '20.00'],
      ['vip_upgrade', '5.00'],
    ]);
  });

  it('earns points at the percent of the member level', async () => {
    await call(app, 'PUT', '/wps/operator/engagement/pointRates', {
      token: operator,
      body: { rates: [], earnRules: [{ gameType: 'SPORTS', pointsPerUnit: 1, unit: '1.00' }] },
    });
    const ladder = await call(app, 'PUT', '/wps/operator/rewards/vip-levels', {
      token: operator,
      body: {
        levels: [
          level(1, 'Bronze', '100.00', '0', { upgradeBonus: '5.00', monthlyBonus: '3.00' }),
          {
            ...level(2, 'Silver', '1000.00', '500.00', { upgradeBonus: '20.00', keepValidBet: '500.00' }),
            pointsPercent: 150,
          },
        ],
      },
    });
    expect(ladder.status).toBe(200);
    const player = await createPlayer(app, database.db);
    const earn = (roundRef: string) =>
      database.db.transaction().execute((trx) =>
        earnPointsForWager(trx, {
          memberId: player.id,
          roundRef,
          gameType: 'SPORTS',
          validBetMinor: 10_00n,
        }),
      );
    expect(await earn('r1')).toBe(10n); // no level: the base rate
    await publishWager(database.db, player.id, 'RNG', 1000_00n);
    await creditDeposit(app, operator, player, '500.00');
    await drainRewards(database.db);
    expect(await earn('r2')).toBe(15n); // Silver: 150%
    expect(await earn('r2')).toBe(0n); // the same round earns once
    expect(await unitBalance(database.db, player.id, 'points')).toBe(25n);
  });

  it('evaluates by the configured period and turns once per period with two job copies', async () => {
    const policy = await call(app, 'PUT', '/wps/operator/rewards/vip-policy', {
      token: operator,
      body: { period: 'weekly' },
    });
    expect(policy.status).toBe(200);
    expect(
      (
        await call(app, 'PUT', '/wps/operator/rewards/vip-policy', {
          token: operator,
          body: { period: 'daily' },
        })
      ).status,
    ).toBe(400);
    const player = await createPlayer(app, database.db);
    await publishWager(database.db, player.id, 'RNG', 150_00n);
    await drainRewards(database.db);
    const vip = (await call<VipSummary>(app, 'GET', '/wps/rewards/vip', { token: player.token })).body.value;
    expect(vip).toMatchObject({ period: 'weekly', level: 1, validBet: '150.00' });

    // The week under way counts as turned when the period changed; the next week turns once.
    const copies = [0, 1].map((n) =>
      createJobRunner({ db: database.db, jobs: vipJobs, log: silent, instanceId: `copy-${n}` }),
    );
    const now = new Date();
    await Promise.all(copies.map((copy) => copy.runDue(now)));
    expect(await balanceOf(app, player.token)).toBe('5.00');
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    await Promise.all(copies.map((copy) => copy.runDue(nextWeek)));
    await Promise.all(copies.map((copy) => copy.runDue(new Date(nextWeek.getTime() + 86_400_000))));
    expect(await balanceOf(app, player.token)).toBe('8.00'); // Bronze's period bonus once
    await call(app, 'PUT', '/wps/operator/rewards/vip-policy', {
      token: operator,
      body: { period: 'monthly' },
    });
  });
});
