import type { ConsolidatedFunds, WalletRecord } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, fund, PAYMENT_PASSWORD, requestId } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('wallet ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the header balance, the consolidated funds and the single-wallet mode', async () => {
    const player = await createPlayer(app, database.db, { balance: '1234567.8' });
    const balance = await call(app, 'GET', '/wps/v2/wallets/balance', { token: player.token });
    expect(balance.body).toEqual({
      success: true,
      value: { balance: '1234567.80', currency: 'BDT', currencySymbol: '৳' },
      message: 'success',
    });
    const merchant = await call(app, 'GET', '/wps/relay/GCS_merchantWallet', { token: player.token });
    expect(merchant.body.value).toEqual({
      isSingle: true,
      currency: 'BDT',
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: '1234567.80' }],
    });
    const moved = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', { token: player.token, body: {} });
    expect(moved.body.value).toEqual({ isSingle: true, transferred: '0.00', balance: '1234567.80' });

    const account = await call<{ id: string }>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'bank',
        provider: 'Demo Bank',
        accountName: 'P',
        accountNumber: '99887766',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    await call(app, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      body: {
        payoutAccountId: account.body.value.id,
        amount: '567.80',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      },
    });
    await call(app, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: { channelId: 'bank_manual', amount: '1000', requestId: requestId(), transactionRef: 'BANK1' },
    });
    const funds = await call<ConsolidatedFunds>(app, 'GET', '/wps/member/info/funds/consolidated', {
      token: player.token,
    });
    expect(funds.body.value).toMatchObject({
      totalBalance: '1234567.80',
      balance: '1234000.00',
      pendingWithdrawal: '567.80',
      pendingDeposit: '1000.00',
    });
  });

  it('lets trial accounts see their (zero) balance only', async () => {
    const trial = await call<{ token: string }>(app, 'POST', '/wps/session/login/freeplay', {
      body: {},
      ip: freshIp(),
    });
    const token = trial.body.value.token;
    expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token })).body.value).toMatchObject({
      balance: '0.00',
    });
    expect((await call(app, 'GET', '/wps/member/info/funds/consolidated', { token })).status).toBe(403);
    expect((await call(app, 'GET', '/wps/v2/wallets/balance')).status).toBe(401);
  });

  it('pages the account records within a date range, newest first', async () => {
    const player = await createPlayer(app, database.db);
    for (let i = 1; i <= 25; i++) await fund(database.db, player.id, `${i}.00`);
    const url = '/wps/relay/ODSFE2_MemTransDet?pageSize=10';
    const first = await call<{ list: WalletRecord[]; total: number; totalPages: number; pageNo: number }>(
      app,
      'GET',
      url,
      {
        token: player.token,
      },
    );
    expect(first.body.value).toMatchObject({ total: 25, totalPages: 3, pageNo: 1 });
    expect(first.body.value.list[0]).toMatchObject({
      type: 'adjustment',
      amount: '25.00',
      balanceAfter: '325.00',
    });
    const third = await call<{ list: WalletRecord[] }>(app, 'GET', `${url}&pageNo=3`, {
      token: player.token,
    });
    expect(third.body.value.list.map((r) => r.balanceAfter)).toEqual([
      '15.00',
      '10.00',
      '6.00',
      '3.00',
      '1.00',
    ]);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const empty = await call<{ total: number }>(
      app,
      'GET',
      `${url}&from=${encodeURIComponent(future)}&to=${encodeURIComponent(later)}`,
      {
        token: player.token,
      },
    );
    expect(empty.body.value.total).toBe(0);
    const tooLong = await call(app, 'GET', `${url}&from=2024-01-01T00:00:00Z&to=2025-01-01T00:00:00Z`, {
      token: player.token,
    });
    expect([tooLong.status, tooLong.body.message]).toEqual([
      400,
      'Please choose a date range of at most 92 days',
    ]);
    const badDate = await call(app, 'GET', `${url}&from=yesterday`, { token: player.token });
    expect(badDate.status).toBe(400);
  });
});
