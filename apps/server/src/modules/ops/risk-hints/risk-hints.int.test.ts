import type { Deposit, MemberDetail, PayoutAccount, RiskHint, Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, insertAccount, login, loginBody, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  createPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  requestId,
  type Player,
} from '../../../testing/wallet.js';
import { updateMember } from '../../identity/member/member.service.js';

describe.each(testDatabaseKinds())('risk hints of the payment queues ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cashier: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    cashier = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function withdrawal(player: Player, accountName: string, accountNumber: string): Promise<Withdrawal> {
    const account = await call<PayoutAccount>(app, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'bank',
        provider: 'Demo Bank',
        accountName,
        accountNumber,
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    const created = await call<Withdrawal>(app, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      body: {
        payoutAccountId: account.body.value.id,
        amount: '200.00',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      },
    });
    expect(created.status).toBe(200);
    return created.body.value;
  }

  const hints = async (kind: 'deposit' | 'withdrawal', ids: string[], token = cashier) =>
    call<Record<string, RiskHint[]>>(app, 'GET', `/wps/ops/risk-hints?kind=${kind}&ids=${ids.join(',')}`, {
      token,
    });
  const kinds = (list: RiskHint[] | undefined) => (list ?? []).map((hint) => hint.kind).sort();

  const namedPlayer = async (name: string | null) => {
    const player = await createPlayer(app, database.db, { balance: '5000.00' });
    await updateMember(database.db, player.id, { payee_name: name });
    return player;
  };

  it('answers nothing for a clean withdrawal, and a name mismatch when the payee is someone else', async () => {
    const clean = await namedPlayer('Rahim Uddin');
    const mismatch = await namedPlayer('Karim Mia');
    const ok = await withdrawal(clean, 'RAHIM  uddin', `10${Date.now()}`);
    const other = await withdrawal(mismatch, 'Someone Else', `11${Date.now()}`);
    const answer = await hints('withdrawal', [ok.id, other.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.value[ok.id]).toBeUndefined();
    expect(answer.body.value[other.id]).toEqual([
      { kind: 'name_mismatch', detail: { payee: 'Someone Else', realName: 'Karim Mia' } },
    ]);
  });

  it('flags a payee account other members use, naming them', async () => {
    const number = `22${Date.now()}`;
    const first = await namedPlayer('Shared One');
    const second = await namedPlayer('Shared Two');
    await withdrawal(first, 'Shared One', number);
    const flagged = await withdrawal(second, 'Shared Two', number);
    const answer = await hints('withdrawal', [flagged.id]);
    expect(answer.body.value[flagged.id]).toEqual([
      { kind: 'shared_payee', detail: { account: number, count: 1, members: first.username } },
    ]);
  });

  async function deposit(token: string, payerName: string): Promise<Deposit> {
    const created = await call<Deposit>(app, 'POST', '/wps/cashier/deposits', {
      token,
      body: {
        channelId: 'bkash_manual',
        amount: '500.00',
        requestId: requestId(),
        payerName,
        payerAccount: `017${randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '0')}`,
        transactionRef: `RH${randomUUID().slice(0, 8)}`,
      },
    });
    expect(created.status).toBe(200);
    return created.body.value;
  }

  it('flags members who signed in from the same address', async () => {
    const ip = freshIp();
    const a = await insertAccount(database.db, { payeeName: 'Ip Alpha' });
    const b = await insertAccount(database.db, { payeeName: 'Ip Beta' });
    await login(app, a.username, a.password, {}, ip);
    const signedIn = await login(app, b.username, b.password, {}, ip);
    const flagged = await deposit((signedIn.body.value as { token: string }).token, 'Ip Beta');
    const answer = await hints('deposit', [flagged.id]);
    expect(answer.body.value[flagged.id]).toEqual([
      { kind: 'shared_ip', detail: { count: 1, members: a.username } },
    ]);
  });

  /** Signs in from a device with this persistent id (and the given browser traits), each from a new address. */
  const signInOn = async (
    account: { username: string; password: string },
    deviceId: string,
    traits: string,
  ) => {
    const signedIn = await call<{ token: string }>(app, 'POST', '/wps/session/login', {
      body: loginBody(account.username, account.password),
      headers: { 'x-device-id': `${deviceId}.${traits}` },
      ip: freshIp(),
    });
    expect(signedIn.status).toBe(200);
    return signedIn.body.value.token;
  };
  const deviceKey = () => randomUUID().replace(/-/g, '').slice(0, 22);
  const traitsA = '0123456789abcdef'.repeat(2);
  const traitsB = 'fedcba9876543210'.repeat(2);

  it('flags other accounts signed in from the same device, on deposits, withdrawals and the member page', async () => {
    const phone = deviceKey();
    const a = await insertAccount(database.db, { payeeName: 'Dev Alpha' });
    const b = await insertAccount(database.db, { payeeName: 'Dev Beta' });
    const c = await insertAccount(database.db, { payeeName: 'Dev Gamma' });
    const loner = await insertAccount(database.db, { payeeName: 'Dev Loner' });
    await signInOn(a, phone, traitsA);
    // Same persistent id, other browser traits (an update): still the same device.
    await signInOn(b, phone, traitsB);
    const cToken = await signInOn(c, phone, traitsA);
    // Only the traits in common (another phone of the same model) do not count.
    const lonerToken = await signInOn(loner, deviceKey(), traitsA);

    const flagged = await deposit(cToken, 'Dev Gamma');
    const clean = await deposit(lonerToken, 'Dev Loner');
    const answer = await hints('deposit', [flagged.id, clean.id]);
    expect(answer.body.value[flagged.id]).toEqual([
      { kind: 'shared_device', detail: { count: 2, members: [a.username, b.username].sort().join(', ') } },
    ]);
    expect(answer.body.value[clean.id]).toBeUndefined();

    const member = await createPlayer(app, database.db, { balance: '5000.00' });
    await database.db
      .updateTable('login_audit')
      .set({ device_id: `${phone}.${traitsA}` })
      .where('member_id', '=', member.id)
      .execute();
    await updateMember(database.db, member.id, { payee_name: 'Dev Delta' });
    const out = await withdrawal(member, 'Dev Delta', `33${Date.now()}`);
    const outHints = await hints('withdrawal', [out.id]);
    expect(outHints.body.value[out.id]).toEqual([
      {
        kind: 'shared_device',
        detail: { count: 3, members: [a.username, b.username, c.username].sort().join(', ') },
      },
    ]);

    const page = await call<MemberDetail>(app, 'GET', `/wps/ops/members/${a.id}`, { token: cashier });
    expect(page.status).toBe(200);
    expect(page.body.value.riskHints).toEqual([
      {
        kind: 'shared_device',
        detail: { count: 3, members: [b.username, c.username, member.username].sort().join(', ') },
      },
    ]);
    const lonerPage = await call<MemberDetail>(app, 'GET', `/wps/ops/members/${loner.id}`, {
      token: cashier,
    });
    expect(lonerPage.body.value.riskHints).toEqual([]);
  });

  it('flags open bonus turnover with what is left', async () => {
    const player = await namedPlayer('Bonus Taker');
    await database.db
      .insertInto('reward_grant' as never)
      .values({
        member_id: player.id,
        source: 'promotion',
        grant_key: `test:${randomUUID()}`,
        amount: '10000',
        turnover_required: '300000',
        turnover_done: '50000',
        status: 'active',
      } as never)
      .execute();
    const flagged = await deposit(player.token, 'Bonus Taker');
    const answer = await hints('deposit', [flagged.id]);
    expect(kinds(answer.body.value[flagged.id])).toEqual(['bonus_turnover_open']);
    expect(answer.body.value[flagged.id]?.[0]?.detail).toEqual({ turnover: '2500.00', bonuses: 1 });
  });

  it('refuses bad ids and staff without the cashier permission', async () => {
    expect((await hints('withdrawal', ['abc'])).status).toBe(400);
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['content'] });
    const token = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
    expect((await hints('withdrawal', ['1'], token)).status).toBe(403);
  });
});
