import type { Grant, PayoutAccount, RewardPromotion, Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import {
  creditDeposit,
  createPromotion,
  drainRewards,
  playRound,
  publishWager,
} from '../../../testing/rewards.js';
import {
  freshTxId,
  importSeamlessTestGames,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
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

describe.each(testDatabaseKinds())('bonuses with turnover ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  let slot: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    ({ slot } = await importSeamlessTestGames(database.db));
    // 100% of the first deposit up to 500, 5x (bonus + deposit), max bet 50, live casino counts 10%,
    // sports not at all.
    await createPromotion(app, operator, {
      title: 'Welcome 100%',
      reward: {
        kind: 'deposit_percent',
        trigger: 'first',
        percentBp: 10_000,
        cap: '500.00',
        minDeposit: '200.00',
      },
      turnover: { multiple: 5, base: 'bonus_deposit', maxBet: '50.00', weights: { LIVE: 10, SPORTS: 0 } },
    });
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  const grants = async (player: Player) =>
    (await call<{ list: Grant[] }>(app, 'GET', '/wps/rewards/bonuses', { token: player.token })).body.value
      .list;

  async function bindAccount(player: Player): Promise<PayoutAccount> {
    const result = await call<PayoutAccount>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'mobile_wallet',
        provider: 'bKash',
        accountName: 'Bonus Player',
        accountNumber: '01712345678',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    return result.body.value;
  }
  const withdraw = (player: Player, accountId: string, amount: string) =>
    call<Withdrawal>(app, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      body: { payoutAccountId: accountId, amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    });

  it('pays the first-deposit bonus once, holds withdrawals with the progress until slots meet the turnover', async () => {
    const player = await createPlayer(app, database.db);
    await creditDeposit(app, operator, player, '300.00');
    await drainRewards(database.db);
    await drainRewards(database.db);
    expect(await balanceOf(app, player.token)).toBe('600.00');
    const [grant] = await grants(player);
    expect(grant).toMatchObject({
      source: 'promotion',
      title: 'Welcome 100%',
      amount: '300.00',
      depositAmount: '300.00',
      turnoverNeeded: '3000.00',
      turnoverDone: '0.00',
      status: 'active',
      maxBet: '50.00',
    });

    // A second deposit is not a first deposit: no second bonus.
    await creditDeposit(app, operator, player, '200.00');
    await drainRewards(database.db);
    expect(await grants(player)).toHaveLength(1);

    const account = await bindAccount(player);
    const refused = await withdraw(player, account.id, '100.00');
    expect(refused.status).toBe(409);
    expect(detailOf(refused)).toMatchObject({
      key: 'bonus_turnover_open',
      params: { needed: '৳3,000.00', done: '৳0.00', left: '৳3,000.00' },
    });

    // Above the maximum bet the round is refused and nothing moves.
    const tooBig = await playRound(app, database.db, player, slot, '60.00');
    expect(tooBig.status).toBe(403);
    expect(await balanceOf(app, player.token)).toBe('800.00');

    // 59 rounds of 50 (2950), then one more to meet 3000.
    for (let round = 0; round < 59; round += 1) {
      expect((await playRound(app, database.db, player, slot, '50.00', '45.00')).status).toBe(200);
    }
    await drainRewards(database.db);
    const partway = await withdraw(player, account.id, '100.00');
    expect(detailOf(partway).params).toMatchObject({ done: '৳2,950.00', left: '৳50.00' });

    await playRound(app, database.db, player, slot, '50.00', '45.00');
    await drainRewards(database.db);
    expect((await grants(player))[0]).toMatchObject({ status: 'completed', turnoverLeft: '0.00' });
    const allowed = await withdraw(player, account.id, '100.00');
    expect(allowed.status).toBe(200);
  });

  it('counts each game kind by its weight', async () => {
    const player = await createPlayer(app, database.db);
    await creditDeposit(app, operator, player, '200.00');
    await drainRewards(database.db);
    await publishWager(database.db, player.id, 'LIVE', 100_00n); // 10% of 100
    await publishWager(database.db, player.id, 'SPORTS', 100_00n); // 0%
    await publishWager(database.db, player.id, 'LOTT', 30_00n); // 100%
    await publishWager(database.db, player.id, 'FISH', 20_00n); // 100%
    await drainRewards(database.db);
    const [grant] = await grants(player);
    expect(grant).toMatchObject({
      turnoverNeeded: '2000.00',
      turnoverDone: '60.00',
      turnoverLeft: '1940.00',
    });
  });

  it('lets a player forfeit an active bonus: the bonus goes back and withdrawals are free', async () => {
    const player = await createPlayer(app, database.db);
    await creditDeposit(app, operator, player, '250.00');
    await drainRewards(database.db);
    const [grant] = await grants(player);
    if (!grant) throw new Error('no grant');
    const forfeited = await call<Grant>(app, 'POST', `/wps/rewards/bonuses/${grant.id}/forfeit`, {
      token: player.token,
    });
    expect(forfeited.body.value).toMatchObject({ status: 'forfeited', turnoverLeft: '0.00' });
    expect(await balanceOf(app, player.token)).toBe('250.00');
    const again = await call(app, 'POST', `/wps/rewards/bonuses/${grant.id}/forfeit`, {
      token: player.token,
    });
    expect(again.status).toBe(409);
    const stranger = await createPlayer(app, database.db);
    const foreign = await call(app, 'POST', `/wps/rewards/bonuses/${grant.id}/forfeit`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('grants a claimed fixed bonus once however many claims race', async () => {
    const promotion = await createPromotion(app, operator, {
      title: 'Newbie 88',
      type: 'NEWBIE',
      takeMode: 'claim',
      reward: { kind: 'fixed', amount: '88.00' },
      turnover: { multiple: 3, base: 'bonus', maxBet: null, weights: {} },
      eligibility: { newMemberDays: 7, vipLevels: null, channelIds: null, downlines: 'any' },
    });
    const player = await createPlayer(app, database.db);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<RewardPromotion>(app, 'POST', `/wps/rewards/promotions/${promotion.id}/take`, {
          token: player.token,
        }),
      ),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(app, player.token)).toBe('88.00');
    expect(await grants(player)).toMatchObject([{ amount: '88.00', turnoverNeeded: '264.00' }]);
    const listed = await call<RewardPromotion[]>(app, 'GET', '/wps/rewards/promotions?type=NEWBIE', {
      token: player.token,
    });
    expect(listed.body.value.find((row) => row.id === promotion.id)?.status).toBe('process');
  });

  it('takes a voided round out of the turnover once, and counts it again when resettled to a result', async () => {
    const player = await createPlayer(app, database.db);
    await creditDeposit(app, operator, player, '300.00');
    await drainRewards(database.db);
    const roundId = freshTxId('round');
    const launchToken = await launchTokenFor(database.db, player.id, slot);
    await seamlessCall(app, 'bet', {
      launchToken,
      playerId: player.id,
      txId: freshTxId(),
      roundId,
      amount: '50.00',
    });
    await seamlessCall(app, 'win', {
      playerId: player.id,
      txId: freshTxId(),
      roundId,
      amount: '0',
      endRound: true,
    });
    await drainRewards(database.db);
    expect((await grants(player))[0]).toMatchObject({ turnoverDone: '50.00' });

    const adjust = (txId: string, amount: string) =>
      seamlessCall(app, 'adjust', { playerId: player.id, txId, roundId, amount, reason: 'resettlement' });
    const voidTx = freshTxId();
    expect((await adjust(voidTx, '50.00')).status).toBe(200); // the stake back: void
    expect((await adjust(voidTx, '50.00')).status).toBe(200); // a replay moves nothing
    await drainRewards(database.db);
    await drainRewards(database.db);
    expect((await grants(player))[0]).toMatchObject({ turnoverDone: '0.00', status: 'active' });

    expect((await adjust(freshTxId(), '20.00')).status).toBe(200); // a result again
    await drainRewards(database.db);
    expect((await grants(player))[0]).toMatchObject({ turnoverDone: '50.00' });
    expect(await balanceOf(app, player.token)).toBe('620.00');
  });

  it('lets staff grant a fixed bonus with turnover, once per request id, and reports its cost', async () => {
    const staffCost = async () => {
      const report = await call<{ title: string; granted: string }[]>(
        app,
        'GET',
        '/wps/operator/rewards/report/bonus-cost',
        { token: operator },
      );
      return report.body.value.find((row) => row.title === 'staff')?.granted ?? '0.00';
    };
    const before = await staffCost();
    const player = await createPlayer(app, database.db);
    const body = {
      username: player.username,
      amount: '40.00',
      turnover: { multiple: 2, base: 'bonus', maxBet: null, weights: {} },
      note: 'Apology',
      requestId: requestId(),
    };
    const first = await call<Grant>(app, 'POST', '/wps/operator/rewards/grants', { token: operator, body });
    const retry = await call<Grant>(app, 'POST', '/wps/operator/rewards/grants', { token: operator, body });
    expect(first.body.value).toMatchObject({ source: 'staff', amount: '40.00', turnoverNeeded: '80.00' });
    expect(retry.body.value.id).toBe(first.body.value.id);
    expect(await balanceOf(app, player.token)).toBe('40.00');
    expect(Number(await staffCost()) - Number(before)).toBe(40);

    const ranged = (query: string) =>
      call<{ title: string; granted: string }[]>(
        app,
        'GET',
        `/wps/operator/rewards/report/bonus-cost?${query}`,
        {
          token: operator,
        },
      );
    const hour = 3_600_000;
    const iso = (offset: number) => encodeURIComponent(new Date(Date.now() + offset).toISOString());
    const around = await ranged(`from=${iso(-hour)}&to=${iso(hour)}`);
    // Every grant of this test file was made within the hour.
    expect(around.body.value.find((row) => row.title === 'staff')?.granted).toBe(await staffCost());
    const later = await ranged(`from=${iso(hour)}&to=${iso(2 * hour)}`);
    expect(later.status).toBe(200);
    expect(later.body.value).toEqual([]);
    const backwards = await ranged(`from=${iso(hour)}&to=${iso(-hour)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The period must end after it starts and cover at most 366 days');
    expect((await ranged('from=yesterday')).status).toBe(400);
  });
});
