import type { ClaimMissionResult, Leaderboard, MissionSummary } from '@app/contracts';
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
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { unitBalance } from '../unit-ledger/unit-ledger.service.js';
import { missionLeaderboardJob } from './mission-leaderboard.job.js';
import { previousWeekKey, safeTimeZone } from './mission-periods.js';
import { advanceLoginMissions, advanceMissions, advanceMissionsForWager } from './missions.service.js';

const silent = { info: () => undefined, error: () => undefined };

describe.each(testDatabaseKinds())('missions ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    const missions = {
      bet: {
        kind: 'valid_bet',
        gameType: 'RNG',
        target: 10_000,
        rewardKind: 'cash',
        rewardAmount: 500,
        leaderboardPoints: 10,
      },
      rounds: { kind: 'rounds', target: 3, rewardKind: 'points', rewardAmount: 50 },
      streak: { kind: 'win_streak', target: 2, rewardKind: 'wheel_ticket', rewardAmount: 1 },
    };
    for (const [key, body] of Object.entries(missions)) {
      const created = await call<{ id: string }>(app, 'POST', '/wps/operator/engagement/missions', {
        token: operator,
        body: { name: key, period: 'daily', ...body },
      });
      expect(created.status).toBe(200);
      ids[key] = created.body.value.id;
    }
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const wager = (player: Player, validBet: bigint, won: boolean) =>
    database.db.transaction().execute((trx) =>
      advanceMissionsForWager(trx, {
        memberId: player.id,
        gameType: 'RNG',
        validBetMinor: validBet,
        stakeMinor: validBet,
        winMinor: won ? validBet * 2n : 0n,
        now: new Date(),
      }),
    );
  const summary = async (player: Player) =>
    (
      await call<MissionSummary>(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', {
        token: player.token,
      })
    ).body.value;
  const claim = (player: Player, missionId: string) =>
    call<ClaimMissionResult>(app, 'POST', '/wps/relay/MCSFE_claimMissionReward', {
      token: player.token,
      body: { missionId },
    });

  it('moves progress from settled rounds and pays each completed mission once', async () => {
    const player = await createPlayer(app, database.db);
    const early = await claim(player, ids.bet!);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The mission is not completed yet');

    await wager(player, 6_000n, true);
    await wager(player, 1_000n, false); // breaks the streak at 1
    await wager(player, 4_000n, true);
    await wager(player, 100n, true); // streak of 2
    const before = await summary(player);
    const status = (id: string) => before.missions.find((m) => m.id === id);
    expect(status(ids.bet!)).toMatchObject({ progress: '10000', status: 'claimable' });
    expect(status(ids.rounds!)).toMatchObject({ progress: '3', status: 'claimable' });
    expect(status(ids.streak!)).toMatchObject({ progress: '2', status: 'claimable' });
    expect(before.claimable).toBe(3);

    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(player, ids.bet!)));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(claims.filter((c) => c.status === 400).map((c) => c.body.message)).toContain(
      'This reward has already been claimed',
    );
    expect(await balanceOf(app, player.token)).toBe('5.00');
    expect((await claim(player, ids.rounds!)).status).toBe(200);
    expect((await claim(player, ids.streak!)).status).toBe(200);
    expect(await unitBalance(database.db, player.id, 'points')).toBe(50n);
    expect(await unitBalance(database.db, player.id, 'wheel_ticket')).toBe(1n);
    const after = await summary(player);
    expect(after.claimable).toBe(0);
    expect(after.weekScore).toBe(10);
    await expectReconciled(database.db);
  });

  it('counts the days a member logged in, not the logins', async () => {
    const login = await call<{ id: string }>(app, 'POST', '/wps/operator/engagement/missions', {
      token: operator,
      body: {
        name: 'login',
        period: 'once',
        kind: 'login',
        target: 2,
        rewardKind: 'points',
        rewardAmount: 5,
      },
    });
    const player = await createPlayer(app, database.db);
    const loginAt = (at: string) =>
      database.db.transaction().execute((trx) => advanceLoginMissions(trx, player.id, new Date(at)));
    const progress = async () => (await summary(player)).missions.find((m) => m.id === login.body.value.id);
    // Three logins on one Dhaka day (UTC+6: 18:30Z is already the next day there).
    await loginAt('2026-11-20T01:00:00Z');
    await Promise.all([loginAt('2026-11-20T09:00:00Z'), loginAt('2026-11-20T17:59:00Z')]);
    expect(await progress()).toMatchObject({ progress: '1', status: 'in_progress' });
    expect((await claim(player, login.body.value.id)).status).toBe(400);
    await loginAt('2026-11-20T18:30:00Z');
    expect(await progress()).toMatchObject({ progress: '2', status: 'claimable' });
    expect((await claim(player, login.body.value.id)).status).toBe(200);
  });

  it('pays a bonus reward once, locked behind its turnover multiple', async () => {
    const body = { name: 'invite bonus', period: 'once', kind: 'invite', target: 1, rewardKind: 'bonus' };
    const missing = await call(app, 'POST', '/wps/operator/engagement/missions', {
      token: operator,
      body: { ...body, rewardAmount: 100 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('A bonus reward needs its turnover multiple');
    const created = await call<{ id: string }>(app, 'POST', '/wps/operator/engagement/missions', {
      token: operator,
      body: { ...body, rewardAmount: 2_000, bonusTurnoverMultiple: 3 },
    });
    expect(created.status).toBe(200);
    const player = await createPlayer(app, database.db);
    await database.db
      .transaction()
      .execute((trx) =>
        advanceMissions(
          trx,
          { memberId: player.id, kind: 'invite', gameType: null, now: new Date() },
          { add: 1n },
        ),
      );
    const claims = await Promise.all([0, 1, 2].map(() => claim(player, created.body.value.id)));
    expect(claims.map((c) => c.status).sort()).toEqual([200, 400, 400]);
    expect(await balanceOf(app, player.token)).toBe('20.00');
    const grants = await call<{ list: { source: string; turnoverNeeded: string; status: string }[] }>(
      app,
      'GET',
      '/wps/rewards/bonuses',
      { token: player.token },
    );
    expect(grants.body.value.list).toEqual([
      expect.objectContaining({ source: 'mission', turnoverNeeded: '60.00', status: 'active' }),
    ]);
    await expectReconciled(database.db);
  });

  it('pays the leaderboard prizes once per week with two job copies running', async () => {
    const prizes = await call(app, 'PUT', '/wps/operator/engagement/leaderboardPrizes', {
      token: operator,
      body: { prizes: ['100.00', '50.00'] },
    });
    expect(prizes.status).toBe(200);
    const players = await Promise.all([0, 1, 2].map(() => createPlayer(app, database.db)));
    const now = new Date();
    const lastWeek = previousWeekKey(now, safeTimeZone('Asia/Dhaka'));
    for (const [index, player] of players.entries()) {
      await sql`insert into mission_score (week_key, member_id, score) values (${lastWeek}, ${player.id}, ${30 - index * 10})`.execute(
        database.db,
      );
    }
    const copies = [0, 1].map((n) =>
      createJobRunner({
        db: database.db,
        jobs: [missionLeaderboardJob],
        log: silent,
        instanceId: `copy-${n}`,
      }),
    );
    await Promise.all(copies.map((copy) => copy.runDue(now)));
    // A later hour of the same week runs again and pays nothing more.
    await Promise.all(copies.map((copy) => copy.runDue(new Date(now.getTime() + 3_600_000))));
    expect(await balanceOf(app, players[0]!.token)).toBe('100.00');
    expect(await balanceOf(app, players[1]!.token)).toBe('50.00');
    expect(await balanceOf(app, players[2]!.token)).toBe('0.00');
    const board = await call<Leaderboard>(
      app,
      'GET',
      '/wps/relay/MCSFE_getMissionLeaderboard?week=previous',
      {
        token: players[0]!.token,
      },
    );
    expect(board.body.value.list.map((row) => [row.rank, row.score, row.prize])).toEqual([
      [1, 30, '100.00'],
      [2, 20, '50.00'],
      [3, 10, null],
    ]);
    await expectReconciled(database.db);
  });
});
