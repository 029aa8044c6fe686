import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, PayoutAccount, Withdrawal, WithdrawInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  jpgBytes,
  multipart,
  operatorToken,
  PAYMENT_PASSWORD,
  pngBytes,
  requestId,
  type Player,
} from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('withdrawals ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'proofs-'));

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { UPLOAD_DIR: uploads, WITHDRAW_AUTO_CONFIRM_MINUTES: '30' });
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  async function bindAccount(player: Player, number = '01712345678'): Promise<PayoutAccount> {
    const result = await call<PayoutAccount>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'mobile_wallet',
        provider: 'bKash',
        accountName: 'Test Player',
        accountNumber: number,
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    expect(result.status).toBe(200);
    return result.body.value;
  }

  const withdraw = (player: Player, body: Record<string, unknown>) =>
    call<Withdrawal>(app, 'POST', '/wps/cashier/withdrawals', { token: player.token, body });

  async function paidWithdrawal(amount = '1000.00') {
    const player = await createPlayer(app, database.db, { balance: '5000.00' });
    const account = await bindAccount(player);
    const created = await withdraw(player, {
      payoutAccountId: account.id,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    });
    await call(app, 'POST', `/wps/operator/withdrawals/${created.body.value.id}/approve`, {
      token: operator,
    });
    return { player, withdrawal: created.body.value };
  }

  function receipt(
    player: Player,
    id: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
  ) {
    const form = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${id}/receipt`,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': form.contentType },
      payload: form.body,
    });
  }

  it('sets, checks and changes the payment password', async () => {
    const player = await createPlayer(app, database.db, { paymentPassword: false });
    const url = '/wps/member/paymentPassword';
    expect((await call(app, 'GET', url, { token: player.token })).body.value).toEqual({
      hasPaymentPassword: false,
    });

    const noPassword = await call(app, 'POST', '/wps/member/paymentPassword/check', {
      token: player.token,
      body: { paymentPassword: '' },
    });
    expect(noPassword.body.message).toBe('paymentPassword: Please enter withdraw password');
    const notSet = await call(app, 'POST', '/wps/member/paymentPassword/check', {
      token: player.token,
      body: { paymentPassword: '123456' },
    });
    expect(detailOf(notSet)).toMatchObject({ key: 'withdraw_password_not_set' });

    const wrongLogin = await call(app, 'POST', url, {
      token: player.token,
      body: { loginPassword: 'nope', newPaymentPassword: '112233', confirmPaymentPassword: '112233' },
    });
    expect(detailOf(wrongLogin)).toMatchObject({ key: 'login_password_incorrect', field: 'loginPassword' });
    const badFormat = await call(app, 'POST', url, {
      token: player.token,
      body: { loginPassword: 'Secret123', newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' },
    });
    expect(badFormat.body.message).toBe('The withdraw password must be 6 digits');
    const set = await call(app, 'POST', url, {
      token: player.token,
      body: { loginPassword: 'Secret123', newPaymentPassword: '112233', confirmPaymentPassword: '112233' },
    });
    expect(set.body.value).toEqual({ hasPaymentPassword: true });

    const changeWithoutOld = await call(app, 'POST', url, {
      token: player.token,
      body: { loginPassword: 'Secret123', newPaymentPassword: '445566', confirmPaymentPassword: '445566' },
    });
    expect(changeWithoutOld.body.message).toBe('Please enter withdraw password');
    const changed = await call(app, 'POST', url, {
      token: player.token,
      body: { oldPaymentPassword: '112233', newPaymentPassword: '445566', confirmPaymentPassword: '445566' },
    });
    expect(changed.status).toBe(200);
    const check = await call(app, 'POST', '/wps/member/paymentPassword/check', {
      token: player.token,
      body: { paymentPassword: '445566' },
    });
    expect(check.body.value).toEqual({ valid: true });
  });

  it('locks the payment password after 5 wrong tries', async () => {
    const player = await createPlayer(app, database.db);
    const attempt = () =>
      call(app, 'POST', '/wps/member/paymentPassword/check', {
        token: player.token,
        body: { paymentPassword: '000000' },
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).body.message).toBe('Incorrect withdraw password');
    const fifth = await attempt();
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(
      'Too many incorrect withdraw passwords, please try again after 15 minutes',
    );
    const right = await call(app, 'POST', '/wps/member/paymentPassword/check', {
      token: player.token,
      body: { paymentPassword: PAYMENT_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('holds the amount at request time, so it cannot be spent twice', async () => {
    const player = await createPlayer(app, database.db, { balance: '1500.00' });
    const account = await bindAccount(player);
    expect(account.accountNumber).toBe('****5678');
    const first = await withdraw(player, {
      payoutAccountId: account.id,
      amount: '1000.00',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    });
    expect(first.body.value).toMatchObject({ status: 'pending', amount: '1000.00' });
    expect(await balanceOf(app, player.token)).toBe('500.00');
    const second = await withdraw(player, {
      payoutAccountId: account.id,
      amount: '1000.00',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Insufficient balance');
    const info = await call<WithdrawInfo>(app, 'GET', '/wps/cashier/withdraw/info', { token: player.token });
    expect(info.body.value).toMatchObject({
      balance: '500.00',
      pendingWithdrawal: '1000.00',
      minAmount: '100.00',
      maxAmount: '50000.00',
      hasPaymentPassword: true,
      autoConfirmMinutes: 30,
    });
    await expectReconciled(database.db);
  });

  it('refuses bad withdrawal requests and moves nothing', async () => {
    const player = await createPlayer(app, database.db, { balance: '1000.00' });
    const other = await createPlayer(app, database.db, { balance: '1000.00' });
    const account = await bindAccount(player);
    const othersAccount = await bindAccount(other, '01799999999');
    const base = { payoutAccountId: account.id, amount: '200.00', paymentPassword: PAYMENT_PASSWORD };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, amount: '-200' }, 400, 'amount: Amount must be greater than 0'],
      [{ ...base, amount: '0' }, 400, 'amount: Amount must be greater than 0'],
      [
        { ...base, amount: '200.001' },
        400,
        'amount: Please enter a valid amount with at most 2 decimal places',
      ],
      [
        { ...base, amount: 'two hundred' },
        400,
        'amount: Please enter a valid amount with at most 2 decimal places',
      ],
      [{ ...base, amount: '99.99' }, 400, 'Amount must be between 100.00 and 50000.00'],
      [{ ...base, amount: '50000.01' }, 400, 'Amount must be between 100.00 and 50000.00'],
      [{ ...base, amount: '1000.01' }, 400, 'Insufficient balance'],
      [{ ...base, paymentPassword: '' }, 400, 'paymentPassword: Please enter withdraw password'],
      [{ ...base, paymentPassword: '999999' }, 400, 'Incorrect withdraw password'],
      [{ ...base, payoutAccountId: othersAccount.id }, 404, 'Withdrawal account not found'],
      [{ ...base, payoutAccountId: '999999' }, 404, 'Withdrawal account not found'],
    ];
    for (const [body, status, message] of cases) {
      const result = await withdraw(player, { ...body, requestId: requestId() });
      expect([result.status, result.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await balanceOf(app, player.token)).toBe('1000.00');
    const list = await call<{ total: number }>(app, 'GET', '/wps/cashier/withdrawals', {
      token: player.token,
    });
    expect(list.body.value.total).toBe(0);
  });

  it('answers a retried request once and releases the hold when the operator rejects', async () => {
    const player = await createPlayer(app, database.db, { balance: '800.00' });
    const account = await bindAccount(player);
    const body = {
      payoutAccountId: account.id,
      amount: '300.00',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    };
    const first = await withdraw(player, body);
    const retry = await withdraw(player, body);
    expect(retry.body.value).toEqual(first.body.value);
    expect(await balanceOf(app, player.token)).toBe('500.00');

    const pending = await call<{ list: Withdrawal[] }>(app, 'GET', '/wps/operator/withdrawals', {
      token: operator,
    });
    const listed = pending.body.value.list.find((row) => row.id === first.body.value.id);
    expect(listed?.account.accountNumber).toBe('01712345678');

    const url = `/wps/operator/withdrawals/${first.body.value.id}/reject`;
    const rejected = await call<Withdrawal>(app, 'POST', url, {
      token: operator,
      body: { reason: 'Name mismatch' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Name mismatch' });
    await call(app, 'POST', url, { token: operator, body: { reason: 'again' } });
    expect(await balanceOf(app, player.token)).toBe('800.00');
    const approve = await call(app, 'POST', `/wps/operator/withdrawals/${first.body.value.id}/approve`, {
      token: operator,
    });
    expect(approve.status).toBe(409);
    await expectReconciled(database.db);
  });

  it('pays out, then takes a partial receipt with a proof image', async () => {
    const { player, withdrawal } = await paidWithdrawal('1000.00');
    const view = await call<Withdrawal>(app, 'GET', `/wps/cashier/withdrawals/${withdrawal.id}`, {
      token: player.token,
    });
    expect(view.body.value.status).toBe('paid');
    expect(Date.parse(view.body.value.confirmBy ?? '') - Date.parse(view.body.value.paidAt ?? '')).toBe(
      30 * 60_000,
    );
    expect(await balanceOf(app, player.token)).toBe('4000.00');

    const result = await receipt(
      player,
      withdrawal.id,
      { result: 'partially_received', receivedAmount: '600.00' },
      [{ filename: 'proof.png', type: 'image/png', bytes: pngBytes }],
    );
    expect(result.statusCode).toBe(200);
    const confirmed = result.json<Envelope<Withdrawal>>().value;
    expect(confirmed).toMatchObject({
      status: 'partially_received',
      receivedAmount: '600.00',
      remainingAmount: '400.00',
      autoConfirmed: false,
    });
    expect(confirmed.proofs).toHaveLength(1);
    const image = await app.inject({
      method: 'GET',
      url: confirmed.proofs[0]?.url ?? '',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same picture, not the same bytes.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const asOperator = await call<{ list: { id: string; proofs: { url: string }[] }[] }>(
      app,
      'GET',
      '/wps/operator/withdrawals?status=partially_received',
      { token: operator },
    );
    const proofUrl = asOperator.body.value.list.find((row) => row.id === withdrawal.id)?.proofs[0]?.url ?? '';
    expect(
      (await app.inject({ method: 'GET', url: proofUrl, headers: { authorization: `Bearer ${operator}` } }))
        .statusCode,
    ).toBe(200);

    const again = await call(app, 'POST', `/wps/cashier/withdrawals/${withdrawal.id}/receipt`, {
      token: player.token,
      body: { result: 'received' },
    });
    expect(again.status).toBe(409);
    expect(await balanceOf(app, player.token)).toBe('4000.00');
    await expectReconciled(database.db);
  });

  it('lets the operator settle a partial receipt: refund the missing part once, or dismiss', async () => {
    const dispute = (id: string, body: Record<string, unknown>, token = operator) =>
      call<Withdrawal>(app, 'POST', `/wps/operator/withdrawals/${id}/dispute`, { token, body });
    const { player, withdrawal } = await paidWithdrawal('1000.00');
    expect((await dispute(withdrawal.id, { resolution: 'refunded', note: 'Checked' })).status).toBe(409);
    await receipt(player, withdrawal.id, { result: 'partially_received', receivedAmount: '600.00' }, []);
    expect((await dispute(withdrawal.id, { resolution: 'refunded', note: 'x' }, player.token)).status).toBe(
      403,
    );
    expect((await dispute(withdrawal.id, { resolution: 'refunded', note: ' ' })).status).toBe(400);

    const refunded = await dispute(withdrawal.id, { resolution: 'refunded', note: 'Provider reversed 400' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.value.dispute).toMatchObject({ resolution: 'refunded', refundedAmount: '400.00' });
    expect(await balanceOf(app, player.token)).toBe('4400.00');
    expect((await dispute(withdrawal.id, { resolution: 'refunded', note: 'again' })).status).toBe(200);
    expect((await dispute(withdrawal.id, { resolution: 'dismissed', note: 'changed mind' })).status).toBe(
      409,
    );
    expect(await balanceOf(app, player.token)).toBe('4400.00');
    const seen = await call<Withdrawal>(app, 'GET', `/wps/cashier/withdrawals/${withdrawal.id}`, {
      token: player.token,
    });
    expect(seen.body.value.dispute?.resolution).toBe('refunded');

    const other = await paidWithdrawal('500.00');
    await receipt(
      other.player,
      other.withdrawal.id,
      { result: 'partially_received', receivedAmount: '100.00' },
      [],
    );
    const dismissed = await dispute(other.withdrawal.id, { resolution: 'dismissed', note: 'Paid in full' });
    expect(dismissed.body.value.dispute).toMatchObject({ resolution: 'dismissed', refundedAmount: null });
    expect(await balanceOf(app, other.player.token)).toBe('4500.00');
    await expectReconciled(database.db);
  });

  it('takes received as JSON and not received only with a proof image', async () => {
    const { player, withdrawal } = await paidWithdrawal();
    const url = `/wps/cashier/withdrawals/${withdrawal.id}/receipt`;
    const noProof = await call(app, 'POST', url, { token: player.token, body: { result: 'not_received' } });
    expect(noProof.body.message).toBe('Please upload a proof image');
    const tooMuch = await call(app, 'POST', url, {
      token: player.token,
      body: { result: 'partially_received', receivedAmount: '1000.00' },
    });
    expect(tooMuch.body.message).toBe('The received amount must be less than the withdrawal amount');
    const received = await call<Withdrawal>(app, 'POST', url, {
      token: player.token,
      body: { result: 'received' },
    });
    expect(received.body.value).toMatchObject({
      status: 'received',
      receivedAmount: '1000.00',
      remainingAmount: '0.00',
    });

    const second = await paidWithdrawal();
    const notReceived = await receipt(
      second.player,
      second.withdrawal.id,
      { result: 'not_received', note: 'Nothing came' },
      [
        { filename: 'a.jpg', type: 'image/jpeg', bytes: jpgBytes },
        { filename: 'b.png', type: 'image/png', bytes: pngBytes },
      ],
    );
    expect(notReceived.json<Envelope<Withdrawal>>().value).toMatchObject({
      status: 'not_received',
      receivedAmount: '0.00',
    });
  });

  it('refuses oversize, non-image and too many proofs, and someone else’s withdrawal', async () => {
    const { player, withdrawal } = await paidWithdrawal();
    const fields = { result: 'not_received' };
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await receipt(player, withdrawal.id, fields, [
      { filename: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect([oversize.statusCode, oversize.json<Envelope<null>>().message]).toEqual([
      413,
      'Each image must be at most 5MB',
    ]);
    const pdf = await receipt(player, withdrawal.id, fields, [
      { filename: 'proof.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7 not an image') },
    ]);
    expect([pdf.statusCode, pdf.json<Envelope<null>>().message]).toEqual([
      400,
      'Only png or jpg images can be uploaded',
    ]);
    const four = await receipt(
      player,
      withdrawal.id,
      fields,
      Array.from({ length: 4 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', bytes: pngBytes })),
    );
    expect([four.statusCode, four.json<Envelope<null>>().message]).toEqual([
      400,
      'You can upload at most 3 images',
    ]);
    const stranger = await createPlayer(app, database.db);
    const foreign = await receipt(stranger, withdrawal.id, fields, [
      { filename: 'p.png', type: 'image/png', bytes: pngBytes },
    ]);
    expect(foreign.statusCode).toBe(404);
    const view = await call<Withdrawal>(app, 'GET', `/wps/cashier/withdrawals/${withdrawal.id}`, {
      token: player.token,
    });
    expect(view.body.value).toMatchObject({ status: 'paid', proofs: [] });
  });

  it('stores proof images re-encoded without their metadata and serves them inline, never sniffed', async () => {
    const { player, withdrawal } = await paidWithdrawal();
    const secret = 'GPS-AND-COMMENT-MARKER';
    const photo = (format: 'jpeg' | 'png') =>
      sharp({ create: { width: 30, height: 20, channels: 3, background: '#2a7' } })
        .withExif({
          IFD0: { ImageDescription: secret },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1' },
        })
        .toFormat(format)
        .toBuffer();
    const [jpeg, png] = await Promise.all([photo('jpeg'), photo('png')]);
    expect(jpeg.includes(secret) && png.includes(secret)).toBe(true);

    const result = await receipt(player, withdrawal.id, { result: 'not_received' }, [
      { filename: 'photo.jpg', type: 'image/jpeg', bytes: jpeg },
      { filename: 'screen.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.from('<html>')]) },
    ]);
    expect(result.statusCode).toBe(200);
    const proofs = result.json<Envelope<Withdrawal>>().value.proofs;
    const served = await Promise.all(
      proofs.map((proof) =>
        app.inject({ method: 'GET', url: proof.url, headers: { authorization: `Bearer ${player.token}` } }),
      ),
    );
    expect(served.map((image) => image.headers['content-type'])).toEqual(['image/jpeg', 'image/png']);
    for (const [index, image] of served.entries()) {
      const id = proofs[index]?.url.split('/').at(-1);
      const extension = index === 0 ? 'jpg' : 'png';
      expect(image.headers['content-disposition']).toBe(
        `inline; filename="withdrawal-proof-${id}.${extension}"`,
      );
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: index === 0 ? 'jpeg' : 'png', width: 30, height: 20 });
      expect(metadata.exif).toBeUndefined();
      expect(image.rawPayload.includes(secret)).toBe(false);
      expect(image.rawPayload.includes('<html>')).toBe(false);
    }
  });

  it('refuses a png header followed by html with 400 and stores nothing, not even the good images beside it', async () => {
    const { player, withdrawal } = await paidWithdrawal();
    const disguised = Buffer.concat([
      pngBytes.subarray(0, 8),
      Buffer.from('<!doctype html><script>fetch("/wps/member/info")</script>'),
    ]);
    const refused = await receipt(player, withdrawal.id, { result: 'not_received' }, [
      { filename: 'good.png', type: 'image/png', bytes: pngBytes },
      { filename: 'proof.png', type: 'image/png', bytes: disguised },
    ]);
    expect([refused.statusCode, refused.json<Envelope<null>>().message]).toEqual([
      400,
      'Only png or jpg images can be uploaded',
    ]);
    expect(refused.json<Envelope<{ key: string }>>().value).toMatchObject({ key: 'proof_invalid' });
    expect(fs.existsSync(path.join(uploads, 'withdrawal-proofs', withdrawal.id))).toBe(false);
    const view = await call<Withdrawal>(app, 'GET', `/wps/cashier/withdrawals/${withdrawal.id}`, {
      token: player.token,
    });
    expect(view.body.value).toMatchObject({ status: 'paid', proofs: [] });
    expect(
      await database.db
        .selectFrom('withdrawal_proof')
        .select('id')
        .where('withdrawal_id', '=', withdrawal.id)
        .execute(),
    ).toEqual([]);
  });

  it('counts unconfirmed paid withdrawals as received, once, however many copies run the job', async () => {
    const { player, withdrawal } = await paidWithdrawal();
    const second = await buildTestApp(database.db, {
      UPLOAD_DIR: uploads,
      WITHDRAW_AUTO_CONFIRM_MINUTES: '30',
    });
    try {
      const later = new Date(Date.now() + 31 * 60_000);
      const runs = await Promise.all([
        app.jobs.runDue(later),
        second.jobs.runDue(later),
        app.jobs.runDue(later),
      ]);
      expect(runs.flat().filter((run) => run.job === 'withdrawal-auto-receipt')).toHaveLength(1);
      const rows = await database.db
        .selectFrom('job_run')
        .selectAll()
        .where('job', '=', 'withdrawal-auto-receipt')
        .where('period', '=', later.toISOString().slice(0, 16))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'done', attempts: 1 });
      expect((rows[0]?.result as { confirmed: number }).confirmed).toBeGreaterThanOrEqual(1);
      const view = await call<Withdrawal>(app, 'GET', `/wps/cashier/withdrawals/${withdrawal.id}`, {
        token: player.token,
      });
      expect(view.body.value).toMatchObject({
        status: 'received',
        autoConfirmed: true,
        receivedAmount: '1000.00',
      });
    } finally {
      await second.close();
    }
  });
});
