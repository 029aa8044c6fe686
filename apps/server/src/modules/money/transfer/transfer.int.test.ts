import type { TransferResult, WalletRecord } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  PAYMENT_PASSWORD,
  requestId,
  type Player,
} from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('transfers ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  // agent -> subAgent -> member; stranger is elsewhere.
  let agent: Player;
  let subAgent: Player;
  let member: Player;
  let stranger: Player;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    agent = await createPlayer(app, database.db, { type: 1, balance: '10000.00' });
    subAgent = await createPlayer(app, database.db, { type: 2, uplineId: agent.id, balance: '1000.00' });
    member = await createPlayer(app, database.db, { uplineId: subAgent.id, balance: '500.00' });
    stranger = await createPlayer(app, database.db, { type: 1, balance: '100.00' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const toDownline = (from: Player, body: Record<string, unknown>) =>
    call<TransferResult>(app, 'POST', '/wps/transfer/downline', {
      token: from.token,
      body: { paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body },
    });
  const toUpline = (from: Player, body: Record<string, unknown>) =>
    call<TransferResult>(app, 'POST', '/wps/transfer/upline', {
      token: from.token,
      body: { paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...body },
    });

  it('lets an agent send to a direct and to a deeper downline', async () => {
    const direct = await toDownline(agent, {
      toUsername: subAgent.username,
      amount: '1000.00',
      remark: 'float',
    });
    expect(direct.body.value).toMatchObject({
      amount: '1000.00',
      balance: '9000.00',
      counterparty: subAgent.username,
    });
    const deeper = await toDownline(agent, { toUsername: member.username.toUpperCase(), amount: '250.25' });
    expect(deeper.status).toBe(200);
    expect(await balanceOf(app, subAgent.token)).toBe('2000.00');
    expect(await balanceOf(app, member.token)).toBe('750.25');

    const downlines = await call<{ list: { username: string; level: number }[] }>(
      app,
      'GET',
      '/wps/transfer/downlines',
      {
        token: agent.token,
      },
    );
    expect(downlines.body.value.list.map((row) => [row.username, row.level])).toEqual([
      [subAgent.username, 1],
      [member.username, 2],
    ]);

    const records = await call<{ list: WalletRecord[] }>(
      app,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?type=transfer_downline',
      {
        token: subAgent.token,
      },
    );
    expect(records.body.value.list[0]).toMatchObject({
      type: 'transfer_downline',
      amount: '1000.00',
      balanceAfter: '2000.00',
      counterparty: agent.username,
      remark: 'float',
    });
    await expectReconciled(database.db);
  });

  it('lets a member send to its upline only', async () => {
    const upline = await call<{ upline: { username: string } | null }>(app, 'GET', '/wps/transfer/upline', {
      token: member.token,
    });
    expect(upline.body.value.upline?.username).toBe(subAgent.username);
    const before = await balanceOf(app, subAgent.token);
    const sent = await toUpline(member, { amount: '50.00' });
    expect(sent.body.value).toMatchObject({ counterparty: subAgent.username, amount: '50.00' });
    expect(Number(await balanceOf(app, subAgent.token)) - Number(before)).toBe(50);
    const orphan = await toUpline(agent, { amount: '1.00' });
    expect(orphan.body.message).toBe('You have no upline to transfer to');
  });

  it('refuses transfers outside the hierarchy, to oneself, by non-agents, and bad amounts or passwords', async () => {
    const before = await Promise.all([agent, subAgent, member, stranger].map((p) => balanceOf(app, p.token)));
    const cases: [Player, Record<string, unknown>, number, string][] = [
      [agent, { toUsername: stranger.username, amount: '10' }, 400, 'The recipient is not in your downline'],
      [subAgent, { toUsername: agent.username, amount: '10' }, 400, 'The recipient is not in your downline'],
      [agent, { toUsername: 'nobody_here', amount: '10' }, 400, 'The recipient is not in your downline'],
      [agent, { toUsername: 'demo_operator', amount: '10' }, 400, 'The recipient is not in your downline'],
      [agent, { toUsername: agent.username, amount: '10' }, 400, 'You cannot transfer to yourself'],
      [
        member,
        { toUsername: subAgent.username, amount: '10' },
        403,
        'This function is for agent accounts only',
      ],
      [agent, { toUsername: subAgent.username, amount: '-10' }, 400, 'amount: Amount must be greater than 0'],
      [agent, { toUsername: subAgent.username, amount: '0' }, 400, 'amount: Amount must be greater than 0'],
      [
        agent,
        { toUsername: subAgent.username, amount: '1.234' },
        400,
        'amount: Please enter a valid amount with at most 2 decimal places',
      ],
      [
        agent,
        { toUsername: subAgent.username, amount: 'lots' },
        400,
        'amount: Please enter a valid amount with at most 2 decimal places',
      ],
      [
        agent,
        { toUsername: subAgent.username, amount: '0.99' },
        400,
        'Amount must be between 1.00 and 1000000.00',
      ],
      [
        agent,
        { toUsername: subAgent.username, amount: '1000000.01' },
        400,
        'Amount must be between 1.00 and 1000000.00',
      ],
      [agent, { toUsername: subAgent.username, amount: '999999' }, 400, 'Insufficient balance'],
      [
        agent,
        { toUsername: subAgent.username, amount: '10', paymentPassword: '' },
        400,
        'paymentPassword: Please enter withdraw password',
      ],
      [
        agent,
        { toUsername: subAgent.username, amount: '10', paymentPassword: '111111' },
        400,
        'Incorrect withdraw password',
      ],
    ];
    for (const [from, body, status, message] of cases) {
      const result = await toDownline(from, body);
      expect([result.status, result.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const after = await Promise.all([agent, subAgent, member, stranger].map((p) => balanceOf(app, p.token)));
    expect(after).toEqual(before);
  });

  it('applies a retried transfer once', async () => {
    const body = { toUsername: member.username, amount: '5.00', requestId: requestId() };
    const before = await balanceOf(app, member.token);
    const results = await Promise.all([
      toDownline(agent, body),
      toDownline(agent, body),
      toDownline(agent, body),
    ]);
    expect(new Set(results.map((r) => r.body.value.reference)).size).toBe(1);
    expect((Number(await balanceOf(app, member.token)) - Number(before)).toFixed(2)).toBe('5.00');
    const changed = await toDownline(agent, { ...body, amount: '6.00' });
    expect(changed.status).toBe(409);
    await expectReconciled(database.db);
  });
});
