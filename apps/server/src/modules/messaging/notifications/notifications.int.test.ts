import { WalletEvent, type Deposit, type Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, freshIp } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { openSocket } from '../../../testing/socket.js';
import { createPlayer, operatorToken, PAYMENT_PASSWORD, requestId } from '../../../testing/wallet.js';
import { notifyMember } from './notifications.service.js';

describe.each(testDatabaseKinds())('live notifications ($name)', (kind) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    // Two server copies on one database: a change made through one reaches sockets held by the other.
    first = await buildTestApp(database.db);
    second = await buildTestApp(database.db);
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('tells a member about a new platform message from the operator', async () => {
    const player = await createPlayer(first, database.db, { balance: '10.00' });
    const client = await openSocket(second);
    client.send({ type: 'auth', token: player.token });
    await client.next('ready');
    const operator = await operatorToken(first);
    const sent = await call<{ id: string }>(first, 'POST', '/wps/operator/messages', {
      token: operator,
      body: { username: player.username, title: 'Bonus credited', content: 'Enjoy' },
    });
    expect(sent.status).toBe(200);
    expect(await client.next('message.new')).toMatchObject({
      messageId: sent.body.value.id,
      title: 'Bonus credited',
    });
    client.socket.close();
  });

  it('delivers deposit, withdrawal and balance events across server copies', async () => {
    const player = await createPlayer(first, database.db, { balance: '1000.00' });
    const client = await openSocket(second);
    client.send({ type: 'auth', token: player.token });
    expect(await client.next('ready')).toEqual({ type: 'ready', memberId: player.id });
    client.send({ type: 'ping' });
    await client.next('pong');

    const operator = await operatorToken(first);
    const deposit = await call<Deposit>(first, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: { channelId: 'bkash_manual', amount: '500.00', requestId: requestId(), transactionRef: 'TX1' },
    });
    await call(first, 'POST', `/wps/operator/deposits/${deposit.body.value.id}/approve`, { token: operator });
    expect(await client.next('deposit.credited')).toMatchObject({
      reference: deposit.body.value.reference,
      amount: '500.00',
    });
    expect(await client.next('balance.changed')).toMatchObject({ balance: '1500.00' });

    const failed = await call<Deposit>(first, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: { channelId: 'bkash_manual', amount: '300.00', requestId: requestId(), transactionRef: 'TX2' },
    });
    await call(first, 'POST', `/wps/operator/deposits/${failed.body.value.id}/reject`, {
      token: operator,
      body: { reason: 'Not received' },
    });
    expect(await client.next('deposit.failed')).toMatchObject({ amount: '300.00', reason: 'Not received' });

    const account = await call<{ id: string }>(first, 'POST', '/wps/cashier/payoutAccounts', {
      token: player.token,
      body: {
        method: 'bank',
        provider: 'Demo Bank',
        accountName: 'Player',
        accountNumber: '1234567890',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    const withdraw = (amount: string) =>
      call<Withdrawal>(first, 'POST', '/wps/cashier/withdrawals', {
        token: player.token,
        body: {
          payoutAccountId: account.body.value.id,
          amount,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: requestId(),
        },
      });
    const paid = await withdraw('200.00');
    expect(await client.next('balance.changed')).toMatchObject({ balance: '1300.00' });
    await call(first, 'POST', `/wps/operator/withdrawals/${paid.body.value.id}/approve`, { token: operator });
    expect(await client.next('withdrawal.approved')).toMatchObject({ reference: paid.body.value.reference });
    const refused = await withdraw('100.00');
    await client.next('balance.changed');
    await call(first, 'POST', `/wps/operator/withdrawals/${refused.body.value.id}/reject`, {
      token: operator,
      body: { reason: 'Wrong account' },
    });
    expect(await client.next('withdrawal.rejected')).toMatchObject({
      reason: 'Wrong account',
      amount: '100.00',
    });
    expect(await client.next('balance.changed')).toMatchObject({ balance: '1300.00' });

    // Another module (platform messages) publishes its events the same way.
    await notifyMember(database.db, player.id, {
      type: 'message.new',
      messageId: '7',
      title: 'Hello',
      at: new Date().toISOString(),
    });
    expect(await client.next('message.new')).toMatchObject({ messageId: '7', title: 'Hello' });
    client.socket.close();
  });

  it('sends a member only their own events, to every socket they hold', async () => {
    const player = await createPlayer(first, database.db);
    const other = await createPlayer(first, database.db);
    const [a, b, c] = [await openSocket(first), await openSocket(second), await openSocket(second)];
    a.send({ type: 'auth', token: player.token });
    b.send({ type: 'auth', token: player.token });
    c.send({ type: 'auth', token: other.token });
    await Promise.all([a.next('ready'), b.next('ready'), c.next('ready')]);
    await notifyMember(database.db, player.id, {
      type: 'balance.changed',
      balance: '1.00',
      at: new Date().toISOString(),
    });
    await Promise.all([a.next('balance.changed'), b.next('balance.changed')]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(c.frames).toEqual([]);
    [a, b, c].forEach((client) => client.socket.close());
  });

  it('refuses bad tokens and trial accounts', async () => {
    const bad = await openSocket(second);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect(await bad.closed).toBe(4401);

    const trial = await call<{ token: string }>(first, 'POST', '/wps/session/login/freeplay', {
      body: { platform: 'W' },
      ip: freshIp(),
      headers: { 'x-gateway-version': '3' },
    });
    const trialSocket = await openSocket(second);
    trialSocket.send({ type: 'auth', token: trial.body.value.token });
    expect(await trialSocket.closed).toBe(4403);
    expect(trialSocket.frames[0]).toMatchObject({
      type: 'error',
      message: 'Please Register An Account First',
    });

    const garbage = await openSocket(second);
    garbage.socket.send('hello');
    expect(await garbage.closed).toBe(1008);
  });

  it('never fails the caller when an event cannot be sent', async () => {
    const gone = await kind.create();
    await gone.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(
        notifyMember(gone.db, '1', {
          type: WalletEvent.balanceChanged,
          balance: '1.00',
          at: new Date().toISOString(),
        }),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^notifications: 1 events not sent/));
    } finally {
      warn.mockRestore();
    }
  });
});
