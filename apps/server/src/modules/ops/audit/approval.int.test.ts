import type { Approval } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, operatorToken, requestId } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('four-eyes approvals ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let finance: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    owner = await operatorToken(app);
    const staff = await insertAccount(database.db, {
      type: 99,
      staffPermissions: ['cashier', 'adjustments'],
    });
    finance = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
    await call(app, 'PUT', '/wps/ops/staff/policy', {
      token: owner,
      body: { staffIdleMinutes: 15, lockoutFailures: 5, lockoutMinutes: 15, fourEyesAmount: '1000' },
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const adjust = (token: string, username: string, amount: string) =>
    call(app, 'POST', '/wps/operator/adjustments', {
      token,
      body: { username, direction: 'credit', amount, reason: 'goodwill', requestId: requestId() },
    });

  it('carries out adjustments up to the amount at once and holds larger ones for a second staff member', async () => {
    const player = await createPlayer(app, database.db, { balance: '1.00' });
    expect((await adjust(finance, player.username, '1000.00')).status).toBe(200);
    expect(await balanceOf(app, player.token)).toBe('1001.00');

    const held = await adjust(finance, player.username, '5000.00');
    expect(held.status).toBe(409);
    expect(detailOf(held).key).toBe('approval_requested');
    const approvalId = String(detailOf(held).params.approvalId);
    expect(await balanceOf(app, player.token)).toBe('1001.00');

    const own = await call(app, 'POST', `/wps/ops/approvals/${approvalId}`, {
      token: finance,
      body: { decision: 'approve' },
    });
    expect(own.status).toBe(403);
    expect(detailOf(own).key).toBe('approval_own_request');

    const pending = await call<{ list: Approval[] }>(app, 'GET', '/wps/ops/approvals', { token: owner });
    expect(pending.body.value.list.map((entry) => entry.id)).toContain(approvalId);

    const approved = await call<Approval>(app, 'POST', `/wps/ops/approvals/${approvalId}`, {
      token: owner,
      body: { decision: 'approve', note: 'checked the ticket' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({
      status: 'approved',
      decidedBy: 'demo_operator',
      amount: '5000.00',
    });
    expect(await balanceOf(app, player.token)).toBe('6001.00');

    const again = await call(app, 'POST', `/wps/ops/approvals/${approvalId}`, {
      token: owner,
      body: { decision: 'reject' },
    });
    expect(again.status).toBe(409);
    expect(await balanceOf(app, player.token)).toBe('6001.00');

    const rows = await database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_username'])
      .where('action', 'in', ['approval.requested', 'approval.approved'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'approval.requested', staff_username: expect.stringMatching(/^acct/) as string },
        { action: 'approval.approved', staff_username: 'demo_operator' },
      ]),
    );
  });

  it('rejects a held adjustment without moving money', async () => {
    const player = await createPlayer(app, database.db, { balance: '1.00' });
    const held = await adjust(owner, player.username, '2000.00');
    const approvalId = String(detailOf(held).params.approvalId);
    const rejected = await call<Approval>(app, 'POST', `/wps/ops/approvals/${approvalId}`, {
      token: finance,
      body: { decision: 'reject', note: 'no ticket' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', note: 'no ticket' });
    expect(await balanceOf(app, player.token)).toBe('1.00');
  });
});
