import type { ClaimMissionResult, MissionSummary, PointBalance, PointEntry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import {
  freshTxId,
  importSeamlessTestGames,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, expectReconciled, operatorToken, type Player } from '../../../testing/wallet.js';
import { drainMemberEvents } from '../../platform/member-events/member-event.service.js';
import { engagementConsumers } from '../event-consumers/engagement.consumers.js';
import { postUnits, unitLedgerTotal } from '../unit-ledger/unit-ledger.service.js';

describe.each(testDatabaseKinds())('voided rounds in points and missions ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let slot: string;
  let missionId: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const operator = await operatorToken(app);
    ({ slot } = await importSeamlessTestGames(database.db));
    // The seeded earning rule: 1 point per taka of slots (RNG) valid bet.
    const mission = await call<{ id: string }>(app, 'POST', '/wps/operator/engagement/missions', {
      token: operator,
      body: {
        name: 'Bet 100',
        period: 'daily',
        kind: 'valid_bet',
        gameType: 'RNG',
        target: 100_00,
        rewardKind: 'cash',
        rewardAmount: 5_00,
      },
    });
    expect(mission.status, JSON.stringify(mission.body)).toBe(200);
    missionId = mission.body.value.id;
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    expect(await unitLedgerTotal(database.db, 'points')).toBe(0n);
    await app.close();
    await database.close();
  });

  const drain = async () => {
    await drainMemberEvents(database.db, engagementConsumers);
    await drainMemberEvents(database.db, engagementConsumers);
  };
  const points = async (player: Player) =>
    (await call<PointBalance>(app, 'GET', '/wps/relay/MCS2_getPointBalance', { token: player.token })).body
      .value;
  const details = async (player: Player) =>
    (
      await call<{ list: PointEntry[] }>(app, 'GET', '/wps/relay/ODSFE2_MemTransDet?account=points', {
        token: player.token,
      })
    ).body.value.list.map((entry) => [entry.reason, entry.points, entry.balance]);
  const mission = async (player: Player) => {
    const summary = await call<MissionSummary>(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', {
      token: player.token,
    });
    const row = summary.body.value.missions.find((m) => m.id === missionId);
    return [row?.progress, row?.status];
  };
  const claim = (player: Player) =>
    call<ClaimMissionResult>(app, 'POST', '/wps/relay/MCSFE_claimMissionReward', {
      token: player.token,
      body: { missionId },
    });

  /** A settled slot round of `stake` (lost), and its resettlement by a signed amount. */
  async function round(player: Player, stake: string) {
    const roundId = freshTxId('round');
    const launchToken = await launchTokenFor(database.db, player.id, slot);
    for (const [action, amount] of [
      ['bet', stake],
      ['win', '0'],
    ] as const) {
      const result = await seamlessCall(app, action, {
        ...(action === 'bet' ? { launchToken } : { endRound: true }),
        playerId: player.id,
        txId: freshTxId(),
        roundId,
        amount,
      });
      expect(result.status).toBe(200);
    }
    return async (amount: string) => {
      const adjusted = await seamlessCall(app, 'adjust', {
        playerId: player.id,
        txId: freshTxId(),
        roundId,
        amount,
        reason: 'resettlement',
      });
      expect(adjusted.status).toBe(200);
    };
  }

  it('takes a voided round out of points and valid-bet missions once, and counts it again when restored', async () => {
    const player = await createPlayer(app, database.db, { balance: '1000.00' });
    await round(player, '60.00');
    const adjust = await round(player, '50.00');
    await drain();
    expect(await points(player)).toEqual({ points: '110', validBet: '110.00' });
    expect(await mission(player)).toEqual(['10000', 'claimable']);

    await adjust('50.00'); // the stake back: void
    await drain();
    expect(await points(player)).toEqual({ points: '60', validBet: '60.00' });
    expect((await details(player))[0]).toEqual(['adjustment', '-50', '60']);
    expect(await mission(player)).toEqual(['6000', 'in_progress']);
    const early = await claim(player);
    expect(early.status).toBe(400);
    expect(detailOf(early).key).toBe('mission_not_complete');

    await adjust('20.00'); // a result again
    await drain();
    expect(await points(player)).toEqual({ points: '110', validBet: '110.00' });
    expect((await details(player))[0]).toEqual(['adjustment', '50', '110']);
    expect(await mission(player)).toEqual(['10000', 'claimable']);
    expect((await claim(player)).status).toBe(200);
  });

  it('takes back at most the points left when they were spent, and leaves a claimed mission alone', async () => {
    const player = await createPlayer(app, database.db, { balance: '1000.00' });
    const adjust = await round(player, '120.00');
    await drain();
    expect(await points(player)).toMatchObject({ points: '120' });
    expect((await claim(player)).status).toBe(200);
    // 100 of the 120 points spent (a redemption).
    await database.db.transaction().execute((trx) =>
      postUnits(trx, {
        memberId: player.id,
        asset: 'points',
        amount: -100n,
        eventKey: `test-spend-${player.id}`,
        reason: 'redeem',
        reference: 'test',
      }),
    );

    await adjust('120.00');
    await drain();
    expect(await points(player)).toEqual({ points: '0', validBet: '0.00' });
    expect((await details(player))[0]).toEqual(['adjustment', '-20', '0']);
    expect(await mission(player)).toEqual(['10000', 'claimed']);

    await adjust('1.00'); // restored: what was taken back comes back
    await drain();
    expect(await points(player)).toEqual({ points: '20', validBet: '120.00' });
    expect(await mission(player)).toEqual(['10000', 'claimed']);
  });
});
