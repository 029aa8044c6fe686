import type { Deposit, DepositChannel, WalletRecord } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { loadConfig } from '../../../config.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  requestId,
  type Player,
} from '../../../testing/wallet.js';
import { signedCallbackHeaders } from '../sandbox-gateway/sandbox-protocol.js';
import { updateSetting } from '../../platform/system/system.service.js';
import { EXPIRED_REASON, createCashierContext, expireGatewayDeposits } from './deposit.service.js';
import { handleSandboxCallback } from './gateway-callback.service.js';
import { insertDeposit } from './deposit.repository.js';

const SECRET = 'test-sandbox-secret-0123456789';

describe.each(testDatabaseKinds())('deposits ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  const appConfig = loadConfig({ NODE_ENV: 'test', DEPOSIT_GATEWAY_EXPIRY_MINUTES: '60' });

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { SANDBOX_GATEWAY_SECRET: SECRET });
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const deposit = (player: Player, body: Record<string, unknown>) =>
    call<Deposit>(app, 'POST', '/wps/cashier/deposits', { token: player.token, body });

  // Each manual deposit its own transfer reference: one reference is credited once at most.
  const manual = (amount: unknown, extra: Record<string, unknown> = {}) => ({
    channelId: 'bkash_manual',
    amount,
    requestId: requestId(),
    transactionRef: `TRX${requestId().slice(0, 8)}`,
    ...extra,
  });

  /** Sends a sandbox callback as the gateway would, signed with `secret` at `timestamp`. */
  function callback(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/wps/cashier/webhooks/sandbox',
      headers: signedCallbackHeaders(options.secret ?? SECRET, body, options.timestamp),
      payload: body,
    });
  }

  it('lists the channels with their limits', async () => {
    const player = await createPlayer(app, database.db);
    const result = await call<DepositChannel[]>(app, 'GET', '/wps/cashier/deposit/channels', {
      token: player.token,
    });
    expect(
      result.body.value.map((channel) => [channel.id, channel.flow, channel.minAmount, channel.maxAmount]),
    ).toEqual([
      ['bkash_manual', 'manual', '200.00', '25000.00'],
      ['bank_manual', 'manual', '500.00', '500000.00'],
      ['sandbox_gateway', 'redirect', '100.00', '100000.00'],
    ]);
    expect(result.body.value[0]?.receivingAccount?.accountNumber).toBe('01700000099');
    // Instructions the operator wrote in Bengali too come with the channel.
    expect(result.body.value[0]?.instructionsByLanguage.bn).toContain('বিকাশ');
  });

  it('credits a manual deposit when the operator approves it, once, and tells the records', async () => {
    const player = await createPlayer(app, database.db);
    const created = await deposit(player, manual('500.50'));
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ status: 'pending', amount: '500.50', paymentUrl: null });
    expect(await balanceOf(app, player.token)).toBe('0.00');

    const pending = await call<{ list: { id: string }[] }>(app, 'GET', '/wps/operator/deposits', {
      token: operator,
    });
    expect(pending.body.value.list.map((row) => row.id)).toContain(created.body.value.id);

    const url = `/wps/operator/deposits/${created.body.value.id}/approve`;
    const approved = await call<Deposit>(app, 'POST', url, { token: operator });
    expect(approved.body.value.status).toBe('credited');
    const again = await call<Deposit>(app, 'POST', url, { token: operator });
    expect(again.body.value.status).toBe('credited');
    expect(await balanceOf(app, player.token)).toBe('500.50');

    const refused = await call(app, 'POST', `/wps/operator/deposits/${created.body.value.id}/reject`, {
      token: operator,
      body: { reason: 'late' },
    });
    expect(refused.status).toBe(409);

    const records = await call<{ list: WalletRecord[] }>(app, 'GET', '/wps/relay/ODSFE2_MemTransDet', {
      token: player.token,
    });
    expect(records.body.value.list[0]).toMatchObject({
      type: 'deposit',
      amount: '500.50',
      balanceAfter: '500.50',
      reference: created.body.value.reference,
      status: 'credited',
    });
    await expectReconciled(database.db);
  });

  it('fails a rejected deposit without moving money', async () => {
    const player = await createPlayer(app, database.db);
    const created = await deposit(player, manual('300'));
    const rejected = await call<Deposit>(
      app,
      'POST',
      `/wps/operator/deposits/${created.body.value.id}/reject`,
      {
        token: operator,
        body: { reason: 'No such transfer' },
      },
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected', failureReason: 'No such transfer' });
    expect(
      (
        await call(app, 'POST', `/wps/operator/deposits/${created.body.value.id}/approve`, {
          token: operator,
        })
      ).status,
    ).toBe(409);
    expect(await balanceOf(app, player.token)).toBe('0.00');
  });

  it('answers a retry with the first result and refuses the same requestId for other data', async () => {
    const player = await createPlayer(app, database.db);
    const body = manual('250.00');
    const first = await deposit(player, body);
    const retry = await deposit(player, body);
    expect(retry.body.value).toEqual(first.body.value);
    const other = await deposit(player, { ...body, amount: '260.00' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This requestId was already used for a different request');
    const list = await call<{ total: number }>(app, 'GET', '/wps/cashier/deposits', { token: player.token });
    expect(list.body.value.total).toBe(1);
  });

  it.each([
    ['-5', 'amount: Amount must be greater than 0'],
    ['0', 'amount: Amount must be greater than 0'],
    ['0.00', 'amount: Amount must be greater than 0'],
    ['10.005', 'amount: Please enter a valid amount with at most 2 decimal places'],
    ['abc', 'amount: Please enter a valid amount with at most 2 decimal places'],
    ['1e3', 'amount: Please enter a valid amount with at most 2 decimal places'],
    ['NaN', 'amount: Please enter a valid amount with at most 2 decimal places'],
    ['', 'amount: Please enter a valid amount with at most 2 decimal places'],
    ['199.99', 'Amount must be between 200.00 and 25000.00'],
    ['25000.01', 'Amount must be between 200.00 and 25000.00'],
    ['99999999999999999999', 'amount: Please enter a valid amount with at most 2 decimal places'],
  ])('refuses the amount %j with a clear message', async (amount, message) => {
    const player = await createPlayer(app, database.db);
    const result = await deposit(player, manual(amount));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, message });
    const list = await call<{ total: number }>(app, 'GET', '/wps/cashier/deposits', { token: player.token });
    expect(list.body.value.total).toBe(0);
  });

  it('refuses other bad deposit requests', async () => {
    const player = await createPlayer(app, database.db);
    const noRef = await deposit(player, manual('300', { transactionRef: undefined }));
    expect(detailOf(noRef)).toMatchObject({ key: 'transaction_ref_required', field: 'transactionRef' });
    const noChannel = await deposit(player, manual('300', { channelId: 'nope' }));
    expect(detailOf(noChannel)).toMatchObject({ key: 'channel_unavailable' });
    const noKey = await deposit(player, manual('300', { requestId: undefined }));
    expect(noKey.body.message).toBe('requestId: requestId is required');
    const anonymous = await call(app, 'POST', '/wps/cashier/deposits', { body: manual('300') });
    expect(anonymous.status).toBe(401);
    const staff = await call(app, 'POST', '/wps/cashier/deposits', { token: operator, body: manual('300') });
    expect(staff.status).toBe(403);
    const asPlayer = await call(app, 'GET', '/wps/operator/deposits', { token: player.token });
    expect(asPlayer.status).toBe(403);
  });

  it("does not show or decide someone else's deposit", async () => {
    const owner = await createPlayer(app, database.db);
    const other = await createPlayer(app, database.db);
    const created = await deposit(owner, manual('300'));
    const peek = await call(app, 'GET', `/wps/cashier/deposits/${created.body.value.id}`, {
      token: other.token,
    });
    expect(peek.status).toBe(404);
  });

  describe('transfer references', () => {
    const refused = (result: { status: number; body: unknown }) => ({
      status: result.status,
      detail: detailOf(result as never),
    });

    it('refuses at submission a reference another deposit of the channel waits with or was credited with', async () => {
      const first = await createPlayer(app, database.db);
      const second = await createPlayer(app, database.db);
      const ref = `TRX-${requestId().slice(0, 6)} 9`;
      const normalised = ref.replace(/[^0-9A-Za-z]/g, '').toLowerCase();
      const original = await deposit(first, manual('300', { transactionRef: ref }));
      expect(original.status).toBe(200);

      const copy = await deposit(second, manual('300', { transactionRef: normalised }));
      expect(refused(copy)).toMatchObject({
        status: 409,
        detail: { key: 'transaction_ref_used', field: 'transactionRef' },
      });
      expect(copy.body.message).toBe(
        'This transaction ID was already submitted for another deposit. Check the ID, or contact support if it is yours.',
      );
      // The same reference on another channel is another transfer.
      const otherChannel = await deposit(
        second,
        manual('600', { channelId: 'bank_manual', transactionRef: ref }),
      );
      expect(otherChannel.status).toBe(200);

      // Rejected, the reference may be given again (a corrected deposit); credited, never again.
      await call(app, 'POST', `/wps/operator/deposits/${original.body.value.id}/reject`, {
        token: operator,
        body: { reason: 'wrong amount' },
      });
      const corrected = await deposit(first, manual('350', { transactionRef: ref }));
      expect(corrected.status).toBe(200);
      const approved = await call<Deposit>(
        app,
        'POST',
        `/wps/operator/deposits/${corrected.body.value.id}/approve`,
        {
          token: operator,
        },
      );
      expect(approved.body.value.status).toBe('credited');
      const again = await deposit(second, manual('350', { transactionRef: ref }));
      expect(refused(again)).toMatchObject({ status: 409, detail: { key: 'transaction_ref_used' } });
      expect(await balanceOf(app, first.token)).toBe('350.00');
      expect(await balanceOf(app, second.token)).toBe('0.00');
    });

    it('never credits one reference twice, even approving two such deposits at once', async () => {
      const { db } = database;
      const first = await createPlayer(app, db);
      const second = await createPlayer(app, db);
      const ref = `TRX${requestId().slice(0, 8)}`;
      const original = await deposit(first, manual('400', { transactionRef: ref }));
      // As two submissions racing past the submission check would leave them.
      const twin = await insertDeposit(db, {
        member_id: second.id,
        channel_id: 'bkash_manual',
        amount: '40000',
        transaction_ref: ref.toLowerCase(),
        transaction_ref_key: ref.toUpperCase(),
      });
      const decisions = await Promise.all(
        [original.body.value.id, twin.id].map((id) =>
          call<Deposit>(app, 'POST', `/wps/operator/deposits/${id}/approve`, { token: operator }),
        ),
      );
      expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
      const loser = decisions.find((d) => d.status === 409);
      expect(loser && detailOf(loser)).toMatchObject({ key: 'transaction_ref_credited' });
      const balances = [await balanceOf(app, first.token), await balanceOf(app, second.token)];
      expect(balances.sort()).toEqual(['0.00', '400.00']);
      await expectReconciled(db);
    });
  });

  describe('sandbox gateway', () => {
    async function gatewayDeposit(player: Player, amount = '1000.00') {
      const created = await deposit(player, { channelId: 'sandbox_gateway', amount, requestId: requestId() });
      expect(created.body.value.paymentUrl).toMatch(/^\/wps\/sandbox-gateway\/pay\?token=/);
      return created.body.value;
    }

    it('credits through the payment page and the signed callback', async () => {
      const player = await createPlayer(app, database.db);
      const pending = await gatewayDeposit(player, '1234.56');
      const page = await app.inject({ method: 'GET', url: pending.paymentUrl ?? '' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('৳1234.56');
      const token = new URL(pending.paymentUrl ?? '', 'http://x').searchParams.get('token') ?? '';
      const paid = await app.inject({
        method: 'POST',
        url: '/wps/sandbox-gateway/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, outcome: 'pay' }).toString(),
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/member/depositv2?deposit=${pending.reference}&result=success`);
      expect(await balanceOf(app, player.token)).toBe('1234.56');

      // Paying twice (a second event for the same order) moves nothing.
      await app.inject({
        method: 'POST',
        url: '/wps/sandbox-gateway/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, outcome: 'pay' }).toString(),
      });
      expect(await balanceOf(app, player.token)).toBe('1234.56');
      await expectReconciled(database.db);
    });

    it('refuses a bad signature, an old timestamp, a replay and an amount mismatch; nothing moves', async () => {
      const player = await createPlayer(app, database.db);
      const pending = await gatewayDeposit(player, '500.00');
      const event = {
        eventId: `evt_${requestId()}`,
        reference: pending.reference,
        amount: '500.00',
        status: 'succeeded',
      };

      const forged = await callback(event, { secret: 'another-secret-entirely' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ success: false, message: 'Invalid signature' });

      const stale = await callback(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ message: 'Webhook timestamp is outside the allowed window' });

      const mismatch = await callback({ ...event, eventId: `evt_${requestId()}`, amount: '5000.00' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ message: 'Amount does not match the deposit' });
      expect(await balanceOf(app, player.token)).toBe('0.00');

      const unsigned = await app.inject({
        method: 'POST',
        url: '/wps/cashier/webhooks/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(unsigned.statusCode).toBe(401);

      const good = await callback(event);
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ success: true, value: { status: 'credited' } });
      const replay = await callback(event);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ success: false, message: 'Webhook event already processed' });
      expect(await balanceOf(app, player.token)).toBe('500.00');
      await expectReconciled(database.db);
    });

    it('fails the deposit when the payer cancels, and the operator cannot approve gateway deposits', async () => {
      const player = await createPlayer(app, database.db);
      const pending = await gatewayDeposit(player, '200.00');
      const approve = await call(app, 'POST', `/wps/operator/deposits/${pending.id}/approve`, {
        token: operator,
      });
      expect(approve.status).toBe(409);
      const failed = await callback({
        eventId: `evt_${requestId()}`,
        reference: pending.reference,
        amount: '200.00',
        status: 'failed',
      });
      expect(failed.json()).toMatchObject({ value: { status: 'failed' } });
      const row = await call<Deposit>(app, 'GET', `/wps/cashier/deposits/${pending.id}`, {
        token: player.token,
      });
      expect(row.body.value).toMatchObject({ status: 'failed', paymentUrl: null });
      expect(await balanceOf(app, player.token)).toBe('0.00');
    });

    it('expires unpaid gateway deposits once, leaves manual ones, and still credits a late payment', async () => {
      const player = await createPlayer(app, database.db);
      const unpaid = await gatewayDeposit(player, '300.00');
      const manualOne = await deposit(player, manual('300'));
      const later = new Date(Date.now() + 61 * 60_000);
      const { db } = database;
      expect(
        await db.transaction().execute((trx) => expireGatewayDeposits(trx, appConfig, later)),
      ).toBeGreaterThanOrEqual(1);
      expect(await db.transaction().execute((trx) => expireGatewayDeposits(trx, appConfig, later))).toBe(0);
      const seen = async (id: string) =>
        (await call<Deposit>(app, 'GET', `/wps/cashier/deposits/${id}`, { token: player.token })).body.value;
      expect(await seen(unpaid.id)).toMatchObject({ status: 'failed', failureReason: EXPIRED_REASON });
      expect((await seen(manualOne.body.value.id)).status).toBe('pending');

      const late = await callback({
        eventId: `evt_${requestId()}`,
        reference: unpaid.reference,
        amount: '300.00',
        status: 'succeeded',
      });
      expect(late.json()).toMatchObject({ value: { status: 'credited' } });
      expect(await balanceOf(app, player.token)).toBe('300.00');
      await expectReconciled(database.db);
    });

    /** The payer's decision on the sandbox payment page of `pending` (the same link every time). */
    function payerChooses(pending: Deposit, outcome: 'pay' | 'fail') {
      const token = new URL(pending.paymentUrl ?? '', 'http://x').searchParams.get('token') ?? '';
      return app.inject({
        method: 'POST',
        url: '/wps/sandbox-gateway/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, outcome }).toString(),
      });
    }

    const seen = async (player: Player, id: string) =>
      (await call<Deposit>(app, 'GET', `/wps/cashier/deposits/${id}`, { token: player.token })).body.value;

    it('credits once a payment made after the payer cancelled (policy: credit)', async () => {
      const player = await createPlayer(app, database.db);
      const pending = await gatewayDeposit(player, '700.00');
      expect((await payerChooses(pending, 'fail')).statusCode).toBe(303);
      expect(await seen(player, pending.id)).toMatchObject({ status: 'failed' });

      expect((await payerChooses(pending, 'pay')).statusCode).toBe(303);
      expect(await seen(player, pending.id)).toMatchObject({ status: 'credited', failureReason: null });
      expect(await balanceOf(app, player.token)).toBe('700.00');
      await payerChooses(pending, 'pay');
      await payerChooses(pending, 'fail');
      expect(await seen(player, pending.id)).toMatchObject({ status: 'credited' });
      expect(await balanceOf(app, player.token)).toBe('700.00');
      await expectReconciled(database.db);
    });

    it('holds a payment made after a failure for staff when the policy says review', async () => {
      const { db } = database;
      await updateSetting(db, 'deposit_policy', { lateGatewaySuccess: 'review' });
      try {
        const player = await createPlayer(app, db);
        const pending = await gatewayDeposit(player, '800.00');
        await payerChooses(pending, 'fail');
        await payerChooses(pending, 'pay');
        expect(await seen(player, pending.id)).toMatchObject({ status: 'review', failureReason: null });
        expect(await balanceOf(app, player.token)).toBe('0.00');

        const list = await call<{ list: { id: string; status: string }[] }>(
          app,
          'GET',
          '/wps/operator/deposits?status=review&pageSize=100',
          { token: operator },
        );
        expect(list.body.value.list.map((row) => row.id)).toContain(pending.id);
        // Another success from the gateway leaves it with the staff.
        await payerChooses(pending, 'pay');
        expect(await seen(player, pending.id)).toMatchObject({ status: 'review' });

        const url = `/wps/operator/deposits/${pending.id}/approve`;
        expect((await call<Deposit>(app, 'POST', url, { token: operator })).body.value.status).toBe(
          'credited',
        );
        expect((await call<Deposit>(app, 'POST', url, { token: operator })).body.value.status).toBe(
          'credited',
        );
        expect(await balanceOf(app, player.token)).toBe('800.00');
        await expectReconciled(db);
      } finally {
        await updateSetting(db, 'deposit_policy', { lateGatewaySuccess: 'credit' });
      }
    });

    it('refuses loudly an event id replayed with a different body, and changes nothing', async () => {
      const player = await createPlayer(app, database.db);
      const pending = await gatewayDeposit(player, '250.00');
      const event = { eventId: `evt_${requestId()}`, reference: pending.reference, amount: '250.00' };
      const failed = await callback({ ...event, status: 'failed', failureReason: 'Card declined' });
      expect(failed.json()).toMatchObject({ value: { status: 'failed' } });

      const identical = await callback({ ...event, status: 'failed', failureReason: 'Card declined' });
      expect(identical.statusCode).toBe(409);
      expect(identical.json()).toMatchObject({ message: 'Webhook event already processed' });

      const changed = await callback({ ...event, status: 'succeeded' });
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toMatchObject({
        success: false,
        message: 'This event id was already used with a different request body',
      });
      const otherAmount = await callback({ ...event, status: 'succeeded', amount: '2500.00' });
      expect(otherAmount.statusCode).toBe(422);
      expect(await seen(player, pending.id)).toMatchObject({ status: 'failed' });
      expect(await balanceOf(app, player.token)).toBe('0.00');

      // The refusal is logged as an error.
      const logged: string[] = [];
      const body = JSON.stringify({ ...event, status: 'succeeded' });
      const config = loadConfig({ NODE_ENV: 'test', SANDBOX_GATEWAY_SECRET: SECRET });
      await expect(
        handleSandboxCallback(createCashierContext(database.db, config), body, {
          error: (_details, message) => logged.push(message),
        }),
      ).rejects.toMatchObject({ statusCode: 422 });
      expect(logged).toEqual(['gateway callback refused: event id replayed with a different body']);
    });

    it('claims event ids per deposit: one event id credits two deposits', async () => {
      const player = await createPlayer(app, database.db);
      const [one, two] = [await gatewayDeposit(player, '150.00'), await gatewayDeposit(player, '160.00')];
      const eventId = `evt_${requestId()}`;
      for (const [pending, amount] of [
        [one, '150.00'],
        [two, '160.00'],
      ] as const) {
        const result = await callback({
          eventId,
          reference: pending?.reference,
          amount,
          status: 'succeeded',
        });
        expect(result.statusCode).toBe(200);
        expect(result.json()).toMatchObject({ value: { status: 'credited' } });
      }
      expect(await balanceOf(app, player.token)).toBe('310.00');
      await expectReconciled(database.db);
    });

    it('refuses a tampered payment link', async () => {
      const page = await app.inject({ method: 'GET', url: '/wps/sandbox-gateway/pay?token=abc.def' });
      expect(page.statusCode).toBe(400);
    });
  });
});
