import type { PointBalance, PointEntry, Redemption, RedemptionResult, WalletRecord } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  PAYMENT_PASSWORD,
  requestId,
  type Player,
} from '../../../testing/wallet.js';
import { earnPointsForWager } from '../points/points.service.js';
import { unitLedgerTotal } from '../unit-ledger/unit-ledger.service.js';

describe.each(testDatabaseKinds())('points mall ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  let rateId: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    const rates = await call<{ rates: { id: string }[] }>(app, 'PUT', '/wps/operator/engagement/pointRates', {
      token: operator,
      body: {
        rates: [{ pointsRatio: 100, redeemAmount: '1.00', minUnits: 1, maxUnits: 50 }],
        earnRules: [{ gameType: 'RNG', pointsPerUnit: 1, unit: '1.00' }],
      },
    });
    expect(rates.status).toBe(200);
    rateId = rates.body.value.rates[0]!.id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let round = 0;
  /** Plays a settled RNG round of `validBet` taka: 1 point per taka. */
  const play = (player: Player, validBet: bigint) =>
    database.db.transaction().execute((trx) =>
      earnPointsForWager(trx, {
        memberId: player.id,
        roundRef: `test-round-${player.id}-${++round}`,
        gameType: 'RNG',
        validBetMinor: validBet * 100n,
      }),
    );
  const points = async (player: Player) =>
    (await call<PointBalance>(app, 'GET', '/wps/relay/MCS2_getPointBalance', { token: player.token })).body
      .value.points;
  const addGood = async (body: Record<string, unknown>) =>
    (
      await call<{ id: string }>(app, 'POST', '/wps/operator/engagement/goods', {
        token: operator,
        body: { description: 'd', imageUrl: '', ...body },
      })
    ).body.value.id;
  const redeem = (player: Player, body: Record<string, unknown>) =>
    call<RedemptionResult>(app, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      token: player.token,
      body: { paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body },
    });

  it('earns points on valid bet and lists every change with the balance after', async () => {
    const player = await createPlayer(app, database.db, { balance: '10.00' });
    expect(await play(player, 250n)).toBe(250n);
    await play(player, 40n);
    expect(await points(player)).toBe('290');
    const details = await call<{ list: PointEntry[] }>(
      app,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?account=points',
      { token: player.token },
    );
    expect(details.body.value.list.map((e) => [e.reason, e.points, e.balance])).toEqual([
      ['wager', '40', '290'],
      ['wager', '250', '250'],
    ]);
    // Without the switch (or with account=main) the same call answers the money account records.
    for (const url of ['/wps/relay/ODSFE2_MemTransDet', '/wps/relay/ODSFE2_MemTransDet?account=main']) {
      const records = await call<{ list: WalletRecord[] }>(app, 'GET', url, { token: player.token });
      expect(records.status).toBe(200);
      expect(records.body.value.list.length).toBeGreaterThan(0);
      expect(records.body.value.list.every((record) => 'type' in record && 'balanceAfter' in record)).toBe(
        true,
      );
    }
    const unknown = await call(app, 'GET', '/wps/relay/ODSFE2_MemTransDet?account=tickets', {
      token: player.token,
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses bad redemptions with the spec wording and moves nothing', async () => {
    const player = await createPlayer(app, database.db);
    await play(player, 500n);
    const watch = await addGood({ name: 'Watch', kind: 'physical', pointsRequirement: 300, stock: 5 });
    const noAddress = await redeem(player, { goodId: watch });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Please enter receiving address');
    const noPassword = await redeem(player, {
      goodId: watch,
      receivingAddress: 'Dhaka',
      paymentPassword: '',
    });
    expect(noPassword.body.message).toContain('Please enter withdraw password');
    const wrong = await redeem(player, {
      goodId: watch,
      receivingAddress: 'Dhaka',
      paymentPassword: '000000',
    });
    expect(detailOf(wrong).key).toBe('withdraw_password_incorrect');
    const tooMany = await redeem(player, { goodId: watch, receivingAddress: 'Dhaka', quantity: 2 });
    expect(tooMany.body.message).toBe('Insufficient points');
    expect(await points(player)).toBe('500');

    const ok = await redeem(player, { goodId: watch, receivingAddress: 'House 1, Road 2, Dhaka' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({
      type: 'goods',
      name: 'Watch',
      quantity: 1,
      status: 'in_process',
      changedPoints: '-300',
      pointsBalance: '200',
      receivingAddress: 'House 1, Road 2, Dhaka',
    });
    const history = await call<{ list: Redemption[] }>(app, 'GET', '/wps/relay/MCS2_getRedeemPointList', {
      token: player.token,
    });
    expect(history.body.value.list[0]?.reference).toBe(ok.body.value.reference);
  });

  it('counts wrong payment passwords toward the lockout and moves nothing', async () => {
    const player = await createPlayer(app, database.db);
    await play(player, 500n);
    const ring = await addGood({ name: 'Ring', kind: 'virtual', pointsRequirement: 100, stock: 5 });
    const attempts = [];
    for (let i = 0; i < 5; i++)
      attempts.push(await redeem(player, { goodId: ring, paymentPassword: '000000' }));
    expect(attempts.slice(0, 4).map((a) => detailOf(a).key)).toEqual(
      Array.from({ length: 4 }, () => 'withdraw_password_incorrect'),
    );
    // Locked now: even the right password is refused until the lock ends.
    const locked = await redeem(player, { goodId: ring });
    expect(locked.status).toBe(429);
    expect(await points(player)).toBe('500');
  });

  it('50 concurrent redeems of the last 10 items give exactly 10', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => createPlayer(app, database.db)));
    for (const player of players) await play(player, 1000n);
    const good = await addGood({ name: 'Voucher', kind: 'virtual', pointsRequirement: 100, stock: 10 });
    const results = await Promise.all(
      players.flatMap((player) => Array.from({ length: 5 }, () => redeem(player, { goodId: good }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result.body.message).toBe('Out of stock');
    }
    const goods = await call<{ list: { id: string; stock: number | null }[] }>(
      app,
      'GET',
      '/wps/operator/engagement/goods',
      { token: operator },
    );
    expect(goods.body.value.list.find((g) => g.id === good)?.stock).toBe(0);
    const spent = await Promise.all(players.map(async (p) => 1000 - Number(await points(p))));
    expect(spent.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(await unitLedgerTotal(database.db, 'points')).toBe(0n);
  });

  it('a rejected redemption returns the points and the stock once', async () => {
    const player = await createPlayer(app, database.db);
    await play(player, 300n);
    const lamp = await addGood({
      name: 'Lamp',
      kind: 'physical',
      pointsRequirement: 200,
      stock: 1,
      perPlayerLimit: 1,
    });
    const ok = await redeem(player, { goodId: lamp, receivingAddress: 'Chattogram' });
    expect(ok.status).toBe(200);
    const again = await redeem(player, { goodId: lamp, receivingAddress: 'Chattogram' });
    expect(again.status).toBe(400);
    const queue = await call<{ list: { id: string; reference: string }[] }>(
      app,
      'GET',
      '/wps/operator/engagement/redemptions?status=in_process&pageSize=100',
      { token: operator },
    );
    const id = queue.body.value.list.find((r) => r.reference === ok.body.value.reference)!.id;
    const decisions = await Promise.all(
      [0, 1, 2].map(() =>
        call(app, 'POST', `/wps/operator/engagement/redemptions/${id}/reject`, {
          token: operator,
          body: { remark: 'address unreachable' },
        }),
      ),
    );
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 400, 400]);
    const approveAfter = await call(app, 'POST', `/wps/operator/engagement/redemptions/${id}/approve`, {
      token: operator,
      body: {},
    });
    expect(approveAfter.status).toBe(400);
    expect(await points(player)).toBe('300');
    const history = await call<{ list: Redemption[] }>(app, 'GET', '/wps/relay/MCS2_getRedeemPointList', {
      token: player.token,
    });
    expect(history.body.value.list[0]).toMatchObject({ status: 'rejected', remark: 'address unreachable' });
  });

  it('converts points to cash at the exchange rate and pays cash items at once', async () => {
    const player = await createPlayer(app, database.db);
    await play(player, 800n);
    const convert = await call<RedemptionResult>(app, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      token: player.token,
      body: { rateId, units: 5, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    });
    expect(convert.status).toBe(200);
    expect(convert.body.value).toMatchObject({
      status: 'approved',
      changedPoints: '-500',
      redeemAmount: '5.00',
    });
    expect(await balanceOf(app, player.token)).toBe('5.00');
    const tooFew = await call(app, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      token: player.token,
      body: { rateId, units: 51, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    });
    expect(tooFew.status).toBe(400);
    const cash = await addGood({ name: 'Cash 2', kind: 'cash', pointsRequirement: 150, cashAmount: '2.00' });
    const paid = await redeem(player, { goodId: cash, quantity: 2 });
    expect(paid.body.value).toMatchObject({ status: 'approved', redeemAmount: '4.00', balance: '9.00' });
    expect(await points(player)).toBe('0');
    await expectReconciled(database.db);
    expect(await unitLedgerTotal(database.db, 'points')).toBe(0n);
  });
});
