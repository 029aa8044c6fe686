import type { BalanceAdjustment } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  requestId,
} from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('operator balance adjustments ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const adjust = (body: Record<string, unknown>, token = operator) =>
    call<BalanceAdjustment>(app, 'POST', '/wps/operator/adjustments', { token, body });

  it('credits and debits once per requestId, never below zero, for operators only', async () => {
    const player = await createPlayer(app, database.db, { balance: '100.00' });
    const credit = {
      username: player.username,
      direction: 'credit',
      amount: '25.50',
      reason: 'Goodwill',
      requestId: requestId(),
    };
    const first = await adjust(credit);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ amount: '25.50', balance: '125.50' });
    expect((await adjust(credit)).body.value.balance).toBe('125.50');
    expect((await adjust({ ...credit, amount: '30.00' })).status).toBe(409);
    expect(await balanceOf(app, player.token)).toBe('125.50');

    const overdraw = await adjust({
      ...credit,
      direction: 'debit',
      amount: '200.00',
      requestId: requestId(),
    });
    expect(overdraw.status).toBe(400);
    const debit = await adjust({ ...credit, direction: 'debit', amount: '0.50', requestId: requestId() });
    expect(debit.body.value).toMatchObject({ amount: '-0.50', balance: '125.00' });

    expect((await adjust({ ...credit, requestId: requestId() }, player.token)).status).toBe(403);
    expect((await adjust({ ...credit, username: 'nobody_here', requestId: requestId() })).status).toBe(404);
    expect((await adjust({ ...credit, amount: '-5', requestId: requestId() })).status).toBe(400);
    expect(await balanceOf(app, player.token)).toBe('125.00');
    await expectReconciled(database.db);
  });
});
