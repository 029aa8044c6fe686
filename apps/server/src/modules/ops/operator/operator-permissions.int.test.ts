import type { OperatorPermission } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, requestId } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('operator permissions ($name)', (kind) => {
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

  async function staffToken(permissions: OperatorPermission[]): Promise<string> {
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: permissions });
    return loginToken(app, staff.username, staff.password, { portal: 'operator' });
  }

  it('lets staff into the cashier, adjustment and ledger calls only with that permission', async () => {
    const player = await createPlayer(app, database.db, { balance: '10.00' });
    const adjustment = {
      username: player.username,
      direction: 'credit',
      amount: '1.00',
      reason: 'Goodwill',
    };
    const calls = {
      cashier: (token: string) => call(app, 'GET', '/wps/operator/withdrawals', { token }),
      adjustments: (token: string) =>
        call(app, 'POST', '/wps/operator/adjustments', {
          token,
          body: { ...adjustment, requestId: requestId() },
        }),
      ledger: (token: string) => call(app, 'GET', '/wps/operator/ledger/reconciliation', { token }),
    };
    const permissions = Object.keys(calls) as (keyof typeof calls)[];
    for (const held of permissions) {
      const token = await staffToken([held, 'content']);
      for (const needed of permissions) {
        const result = await calls[needed](token);
        if (needed === held) expect(result.status, `${held} staff calling ${needed}`).toBe(200);
        else {
          expect(result.status, `${held} staff calling ${needed}`).toBe(403);
          expect(detailOf(result).key).toBe('permission_denied');
        }
      }
    }
    // A player is never staff, whatever it asks for.
    const refused = await calls.cashier(player.token);
    expect(refused.status).toBe(403);
    expect(detailOf(refused).key).toBe('operator_only');
  });

  it('seeds a demo staff account that holds only the content permission', async () => {
    const token = await loginToken(app, 'demo_content_staff', 'Content123', { portal: 'operator' });
    expect((await call(app, 'GET', '/wps/operator/announcements', { token })).status).toBe(200);
    const refused = await call(app, 'GET', '/wps/operator/deposits', { token });
    expect(refused.status).toBe(403);
    expect(detailOf(refused).key).toBe('permission_denied');
  });
});
