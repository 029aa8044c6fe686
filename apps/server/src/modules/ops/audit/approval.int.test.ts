import {
  approvalPermissions,
  builtinStaffRoles,
  type Approval,
  type OperatorPermission,
  type OpsAgentDetail,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, freshUsername, insertAccount, loginToken } from '../../../testing/accounts.js';
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

  const staffOfRole = async (permissions: readonly OperatorPermission[]) => {
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: [...permissions] });
    return loginToken(app, staff.username, staff.password, { portal: 'operator' });
  };

  /** A pending 100% salary contract for a new top agent, requested by `token` (answers the request's id). */
  const heldContract = async (token: string) => {
    const agent = await call<OpsAgentDetail>(app, 'POST', '/wps/ops/agents', {
      token: owner,
      body: { username: freshUsername('agt'), password: 'Secret123', confirmPassword: 'Secret123', type: 1 },
    });
    const held = await call(app, 'POST', '/wps/operator/contracts', {
      token,
      body: {
        type: 'daily_salary',
        downlineUsername: agent.body.value.username,
        terms: { tiers: [{ minValidBet: '0', minActiveMembers: 0, rateBp: 10_000 }] },
      },
    });
    expect(detailOf(held).key).toBe('agent_contract_approval_requested');
    return String(detailOf(held).params.approvalId);
  };

  const heldAdjustment = async (token: string) => {
    const player = await createPlayer(app, database.db, { balance: '1.00' });
    return String(detailOf(await adjust(token, player.username, '3000.00')).params.approvalId);
  };

  const queues = { adjustment: '/wps/ops/approvals', agent_contract: '/wps/ops/agents/approvals' } as const;

  it('lets each role see and decide exactly the kinds of its permissions, through the queue of each kind', async () => {
    const adjustmentId = await heldAdjustment(owner);
    const contractId = await heldContract(owner);
    for (const role of builtinStaffRoles.filter((entry) => entry.code !== 'owner')) {
      const permissions: readonly OperatorPermission[] = role.permissions ?? [];
      const token = await staffOfRole(permissions);
      for (const kind of ['adjustment', 'agent_contract'] as const) {
        const allowed = permissions.includes(approvalPermissions[kind]);
        const listed = await call<{ list: Approval[] }>(app, 'GET', queues[kind], { token });
        expect(listed.status, `${role.code} lists ${kind}`).toBe(allowed ? 200 : 403);
        if (allowed)
          expect(new Set(listed.body.value.list.map((entry) => entry.kind))).toEqual(new Set([kind]));
        // The other kind's request is not in this queue: 404 for those who may open it, 403 for the others.
        const otherId = kind === 'adjustment' ? contractId : adjustmentId;
        const crossed = await call(app, 'POST', `${queues[kind]}/${otherId}`, {
          token,
          body: { decision: 'reject' },
        });
        expect(crossed.status, `${role.code} decides through the ${kind} queue`).toBe(allowed ? 404 : 403);
      }
    }
    const pending = await database.db
      .selectFrom('approval_request')
      .select('status')
      .where('id', 'in', [adjustmentId, contractId])
      .execute();
    expect(pending.map((row) => row.status)).toEqual(['pending', 'pending']);
  });

  it('has an agent contract decided by another staff member holding the agents permission', async () => {
    const manager = await staffOfRole(['agents', 'reports']);
    const secondManager = await staffOfRole(['agents']);
    const contractId = await heldContract(manager);

    const byFinance = await call(app, 'POST', `${queues.agent_contract}/${contractId}`, {
      token: finance,
      body: { decision: 'approve' },
    });
    expect(byFinance.status).toBe(403);
    const own = await call(app, 'POST', `${queues.agent_contract}/${contractId}`, {
      token: manager,
      body: { decision: 'approve' },
    });
    expect(own.status).toBe(403);
    expect(detailOf(own).key).toBe('approval_own_request');
    const approved = await call<Approval>(app, 'POST', `${queues.agent_contract}/${contractId}`, {
      token: secondManager,
      body: { decision: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.value).toMatchObject({ kind: 'agent_contract', status: 'approved' });
  });
});
