import type { DepositChannel, OpsPaymentChannel, PayoutAccount, WithdrawInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken, PAYMENT_PASSWORD, requestId } from '../../../testing/wallet.js';

const channelBody = (channel: OpsPaymentChannel, change: Record<string, unknown> = {}) => ({
  name: channel.name,
  enabled: channel.enabled,
  minAmount: channel.minAmount,
  maxAmount: channel.maxAmount,
  feeBp: channel.feeBp,
  feeFixed: channel.feeFixed,
  sort: channel.sort,
  instructions: channel.instructions,
  ...change,
});

describe.each(testDatabaseKinds())('payment channels in the console ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cashier: string;
  let content: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    cashier = await operatorToken(app);
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['content'] });
    content = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const channels = async () =>
    (await call<OpsPaymentChannel[]>(app, 'GET', '/wps/ops/payment-channels', { token: cashier })).body.value;
  const channel = async (id: string) => (await channels()).find((entry) => entry.id === id)!;
  const save = (id: string, body: unknown, token = cashier) =>
    call<OpsPaymentChannel>(app, 'PUT', `/wps/ops/payment-channels/${id}`, { token, body });

  it('lists deposit and withdrawal channels, and refuses staff without the cashier permission', async () => {
    const list = await channels();
    expect(list.filter((entry) => entry.direction === 'deposit').map((entry) => entry.id)).toContain(
      'bkash_manual',
    );
    expect(
      list
        .filter((entry) => entry.direction === 'withdrawal')
        .map((entry) => entry.method)
        .sort(),
    ).toEqual(['bank', 'mobile_wallet']);
    expect((await call(app, 'GET', '/wps/ops/payment-channels', { token: content })).status).toBe(403);
    const bkash = await channel('bkash_manual');
    expect((await save('bkash_manual', channelBody(bkash), content)).status).toBe(403);
  });

  it('disabling a deposit channel takes it off the cashier and refuses deposits to it; audited before and after', async () => {
    const player = await createPlayer(app, database.db);
    const bkash = await channel('bkash_manual');
    const saved = await save('bkash_manual', channelBody(bkash, { enabled: false }));
    expect(saved.status).toBe(200);
    expect(saved.body.value.enabled).toBe(false);

    const offered = await call<DepositChannel[]>(app, 'GET', '/wps/cashier/deposit/channels', {
      token: player.token,
    });
    expect(offered.body.value.map((entry) => entry.id)).not.toContain('bkash_manual');
    const refused = await call(app, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: {
        channelId: 'bkash_manual',
        amount: '500.00',
        requestId: requestId(),
        payerName: 'Test Player',
        payerAccount: '01700000001',
        transactionRef: `TRX${Date.now()}`,
      },
    });
    expect(refused.status).toBe(400);
    expect(detailOf(refused).key).toBe('channel_unavailable');

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'payment_channel.bkash_manual')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ enabled: true });
    expect(audit.after).toMatchObject({ enabled: false });
    await save('bkash_manual', channelBody(bkash));
  });

  it('new limits, fees and instructions reach the deposit page and the limits are enforced', async () => {
    const player = await createPlayer(app, database.db);
    const bank = await channel('bank_manual');
    const saved = await save(
      'bank_manual',
      channelBody(bank, {
        minAmount: '1000.00',
        maxAmount: '2000.00',
        feeBp: 150,
        feeFixed: '5.00',
        instructions: { en: 'Pay to the bank', bn: 'ব্যাংকে টাকা পাঠান' },
      }),
    );
    expect(saved.body.value).toMatchObject({
      minAmount: '1000.00',
      maxAmount: '2000.00',
      feeBp: 150,
      feeFixed: '5.00',
    });
    const offered = (
      await call<DepositChannel[]>(app, 'GET', '/wps/cashier/deposit/channels', { token: player.token })
    ).body.value.find((entry) => entry.id === 'bank_manual')!;
    expect(offered).toMatchObject({
      minAmount: '1000.00',
      maxAmount: '2000.00',
      instructions: 'Pay to the bank',
    });
    expect(offered.instructionsByLanguage).toEqual({ bn: 'ব্যাংকে টাকা পাঠান' });
    const tooBig = await call(app, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: {
        channelId: 'bank_manual',
        amount: '2500.00',
        requestId: requestId(),
        payerName: 'Test Player',
        payerAccount: '123456789',
        transactionRef: `BANK${Date.now()}`,
      },
    });
    expect(tooBig.status).toBe(400);
    expect(detailOf(tooBig).key).toBe('amount_out_of_range');
    await save('bank_manual', channelBody(bank));
  });

  it('refuses bad settings with a message and changes nothing', async () => {
    const bank = await channel('bank_manual');
    const inverted = await save(
      'bank_manual',
      channelBody(bank, { minAmount: '900.00', maxAmount: '100.00' }),
    );
    expect(inverted.status).toBe(400);
    expect((await save('bank_manual', channelBody(bank, { feeBp: 20000 }))).status).toBe(400);
    expect((await save('bank_manual', channelBody(bank, { minAmount: '-1' }))).status).toBe(400);
    expect((await save('no_such_channel', channelBody(bank))).status).toBe(404);
    expect(await channel('bank_manual')).toEqual(bank);
  });

  it('a disabled withdrawal method is not offered and refused; its limits apply inside the site range', async () => {
    const player = await createPlayer(app, database.db, { balance: '5000.00' });
    const account = await call<PayoutAccount>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'mobile_wallet',
        provider: 'bKash',
        accountName: 'Test Player',
        accountNumber: '01799999999',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    const wallet = await channel('withdraw_mobile_wallet');
    const withdraw = (amount: string) =>
      call(app, 'POST', '/wps/cashier/withdrawals', {
        token: player.token,
        body: {
          payoutAccountId: account.body.value.id,
          amount,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: requestId(),
        },
      });

    await save('withdraw_mobile_wallet', channelBody(wallet, { minAmount: '300.00', maxAmount: '400.00' }));
    const info = await call<WithdrawInfo>(app, 'GET', '/wps/cashier/withdraw/info', { token: player.token });
    expect(info.body.value.methods.find((entry) => entry.method === 'mobile_wallet')).toMatchObject({
      minAmount: '300.00',
      maxAmount: '400.00',
    });
    const outside = await withdraw('500.00');
    expect(outside.status).toBe(400);
    expect(detailOf(outside).key).toBe('amount_out_of_range');
    expect((await withdraw('350.00')).status).toBe(200);

    await save('withdraw_mobile_wallet', channelBody(wallet, { enabled: false }));
    const after = await call<WithdrawInfo>(app, 'GET', '/wps/cashier/withdraw/info', { token: player.token });
    expect(after.body.value.methods.map((entry) => entry.method)).toEqual(['bank']);
    const refused = await withdraw('350.00');
    expect(refused.status).toBe(400);
    expect(detailOf(refused).key).toBe('withdrawal_method_unavailable');
    await save('withdraw_mobile_wallet', channelBody(wallet));
  });
});
