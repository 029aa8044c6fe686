import type { PayoutAccount, Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken, PAYMENT_PASSWORD, requestId } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('payment claims ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let first: string;
  let second: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    first = await operatorToken(app);
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['cashier'] });
    second = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function pendingWithdrawal(): Promise<Withdrawal> {
    const player = await createPlayer(app, database.db, { balance: '5000.00' });
    const account = await call<PayoutAccount>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'mobile_wallet',
        provider: 'bKash',
        accountName: 'Test Player',
        accountNumber: '01712345678',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    const created = await call<Withdrawal>(app, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      body: {
        payoutAccountId: account.body.value.id,
        amount: '1000.00',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      },
    });
    expect(created.status).toBe(200);
    return created.body.value;
  }

  it('lets one of two staff work on a withdrawal; the other is told who has it, then who decided it', async () => {
    const withdrawal = await pendingWithdrawal();
    const [a, b] = await Promise.all([
      call(app, 'POST', `/wps/ops/payments/withdrawal/${withdrawal.id}/claim`, { token: first }),
      call(app, 'POST', `/wps/ops/payments/withdrawal/${withdrawal.id}/claim`, { token: second }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [first, second] : [second, first];

    const stolen = await call(app, 'POST', `/wps/operator/withdrawals/${withdrawal.id}/approve`, {
      token: loser,
    });
    expect(stolen.status).toBe(409);
    expect(detailOf(stolen).key).toBe('payment_claimed_by_other');

    const claims = await call<{ orderId: string }[]>(app, 'GET', '/wps/ops/payments/claims', {
      token: loser,
    });
    expect(claims.body.value.map((claim) => claim.orderId)).toContain(withdrawal.id);

    const approved = await call<Withdrawal>(
      app,
      'POST',
      `/wps/operator/withdrawals/${withdrawal.id}/approve`,
      {
        token: winner,
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.value.status).toBe('paid');

    const stale = await call(app, 'POST', `/wps/operator/withdrawals/${withdrawal.id}/reject`, {
      token: loser,
      body: { reason: 'stale page' },
    });
    expect(stale.status).toBe(409);
    expect(detailOf(stale).key).toBe('payment_already_decided');
  });

  it('gives an undecided claim back so someone else can decide', async () => {
    const withdrawal = await pendingWithdrawal();
    expect(
      (await call(app, 'POST', `/wps/ops/payments/withdrawal/${withdrawal.id}/claim`, { token: first }))
        .status,
    ).toBe(200);
    expect(
      (await call(app, 'POST', `/wps/ops/payments/withdrawal/${withdrawal.id}/release`, { token: first }))
        .status,
    ).toBe(200);
    const rejected = await call<Withdrawal>(
      app,
      'POST',
      `/wps/operator/withdrawals/${withdrawal.id}/reject`,
      {
        token: second,
        body: { reason: 'payee name differs' },
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.value.status).toBe('rejected');
  });
});
