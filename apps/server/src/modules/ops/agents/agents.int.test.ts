import type { Approval, ContractActionResult, OpsAgentDetail, OpsAgentReport } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  detailOf,
  freshUsername,
  insertAccount,
  login,
  loginToken,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { ensureFixtureGame, insertActiveContract, insertRound } from '../../../testing/contract-fixtures.js';
import { createPlayer, minor, operatorToken } from '../../../testing/wallet.js';
import { openAccount } from '../../agents/agent-center/register-downline.service.js';
import { listSettleable } from '../../agents/contracts/contracts.repository.js';
import { dayPeriod } from '../../agents/contracts/settlement.jobs.js';
import { settlePeriod } from '../../agents/contracts/settlement.service.js';

describe.each(testDatabaseKinds())('operator console agents ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;
  let manager: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    owner = await operatorToken(app);
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['agents', 'reports'] });
    manager = await loginToken(app, staff.username, staff.password, { portal: 'operator' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const createTop = async (token = manager) => {
    const username = freshUsername('agt');
    const result = await call<OpsAgentDetail>(app, 'POST', '/wps/ops/agents', {
      token,
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', type: 1 },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value;
  };

  const below = async (uplineId: string, type = 1) =>
    openAccount(database.db, uplineId, { username: freshUsername('sub'), password: 'Secret123', type });

  const ancestorsOf = async (id: string) =>
    (
      await database.db
        .selectFrom('member_tree')
        .select(['ancestor_id', 'depth'])
        .where('descendant_id', '=', id)
        .orderBy('depth')
        .execute()
    ).map((row) => [row.ancestor_id, row.depth]);

  it('answers 403 without the agents permission and without a console session', async () => {
    const agent = await createTop();
    const offer = {
      type: 'hourly_salary',
      downlineUsername: agent.username,
      terms: { tiers: [{ minValidBet: '0', rateBp: 100 }] },
    };
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/wps/ops/agents'],
      ['POST', '/wps/ops/agents', { username: 'x1234', password: 'a', confirmPassword: 'a' }],
      ['POST', '/wps/ops/agents/promote', { username: 'nobody' }],
      ['GET', '/wps/ops/agents/policy'],
      [
        'PUT',
        '/wps/ops/agents/policy',
        {
          maxSalaryRateBp: 100,
          maxDividendRateBp: 100,
          carryNegativePeriods: false,
          uplineFundsSubDividends: true,
        },
      ],
      ['GET', `/wps/ops/agents/${agent.id}`],
      ['GET', `/wps/ops/agents/${agent.id}/report`],
      ['POST', `/wps/ops/agents/${agent.id}/move`, { uplineUsername: null, reason: 'x' }],
      ['POST', `/wps/ops/agents/${agent.id}/freeze`, { frozen: true, reason: 'x' }],
      ['POST', '/wps/operator/contracts', offer],
    ];
    const other = await insertAccount(database.db, { type: 99, staffPermissions: ['members', 'reports'] });
    const withoutAgents = await loginToken(app, other.username, other.password, { portal: 'operator' });
    const passwordOnly = (
      (await login(app, other.username, other.password, { portal: 'operator' })).body.value as {
        token: string;
      }
    ).token;
    const holder = await insertAccount(database.db, { type: 99, staffPermissions: ['agents'] });
    const passwordOnlyAgents = (
      (await login(app, holder.username, holder.password, { portal: 'operator' })).body.value as {
        token: string;
      }
    ).token;
    for (const [method, url, body] of calls) {
      const denied = await call(app, method, url, { token: withoutAgents, ...(body ? { body } : {}) });
      expect(denied.status, `${method} ${url} without agents`).toBe(403);
      expect(detailOf(denied).key).toBe('permission_denied');
      const consoleOnly = await call(app, method, url, {
        token: passwordOnlyAgents,
        ...(body ? { body } : {}),
      });
      expect(consoleOnly.status, `${method} ${url} without a console session`).toBe(403);
      expect(detailOf(consoleOnly).key).toBe('staff_console_only');
    }
    expect((await call(app, 'GET', '/wps/ops/agents', { token: passwordOnly })).status).toBe(403);
    expect((await call(app, 'GET', `/wps/ops/agents/${agent.id}`, { token: manager })).status).toBe(200);
  });

  it('creates a top-level agent who signs in to the agent center, and promotes a member', async () => {
    const agent = await createTop();
    expect(agent).toMatchObject({ type: 1, upline: null, chain: [], frozen: false, team: 0 });
    const signIn = await login(app, agent.username, 'Secret123', { portal: 'agent' });
    expect(signIn.status).toBe(200);

    const taken = await call(app, 'POST', '/wps/ops/agents', {
      token: manager,
      body: { username: agent.username, password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(taken.status).toBe(400);
    expect(detailOf(taken).key).toBe('username_taken');

    const player = await below(agent.id, 0);
    const promoted = await call<OpsAgentDetail>(app, 'POST', '/wps/ops/agents/promote', {
      token: manager,
      body: { username: player.username, type: 2 },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.value).toMatchObject({ type: 2, upline: agent.username, chain: [agent.username] });
    const again = await call(app, 'POST', '/wps/ops/agents/promote', {
      token: manager,
      body: { username: player.username, type: 2 },
    });
    expect(detailOf(again).key).toBe('agent_promote_not_member');

    const level = await call<{ list: { username: string; directAgents: number; team: number }[] }>(
      app,
      'GET',
      `/wps/ops/agents?parentId=${agent.id}`,
      { token: manager },
    );
    expect(level.body.value.list).toEqual([expect.objectContaining({ username: player.username, team: 0 })]);
    const top = await call<{ list: { username: string; directAgents: number }[] }>(
      app,
      'GET',
      `/wps/ops/agents?q=${agent.username}`,
      { token: manager },
    );
    expect(top.body.value.list).toEqual([
      expect.objectContaining({ username: agent.username, directAgents: 1 }),
    ]);
  });

  it('moves a subtree with its closure rows, never below its own downline, ending contracts with the old upline', async () => {
    const a = await createTop();
    const b = await createTop();
    const c = await below(b.id, 2);
    const d = await below(c.id, 0);
    const offered = await call<ContractActionResult>(app, 'POST', '/wps/operator/contracts', {
      token: manager,
      body: {
        type: 'hourly_salary',
        downlineUsername: b.username,
        terms: { tiers: [{ minValidBet: '0', rateBp: 50 }] },
      },
    });
    expect(offered.status).toBe(200);

    const moved = await call<OpsAgentDetail>(app, 'POST', `/wps/ops/agents/${b.id}/move`, {
      token: manager,
      body: { uplineUsername: a.username, reason: 'reorganisation' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.value).toMatchObject({ upline: a.username, chain: [a.username] });
    expect(await ancestorsOf(d.id)).toEqual([
      [d.id, 0],
      [c.id, 1],
      [b.id, 2],
      [a.id, 3],
    ]);
    const contract = await database.db
      .selectFrom('agent_contract')
      .select(['status', 'end_reason'])
      .where('id', '=', offered.body.value.contract.id)
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ status: 'cancelled', end_reason: 'agent_moved' });

    const intoOwn = await call(app, 'POST', `/wps/ops/agents/${a.id}/move`, {
      token: manager,
      body: { uplineUsername: c.username, reason: 'mistake' },
    });
    expect(intoOwn.status).toBe(409);
    expect(detailOf(intoOwn).key).toBe('agent_move_into_own_branch');
    expect(await ancestorsOf(a.id)).toEqual([[a.id, 0]]);

    const toTop = await call<OpsAgentDetail>(app, 'POST', `/wps/ops/agents/${b.id}/move`, {
      token: manager,
      body: { uplineUsername: null, reason: 'back' },
    });
    expect(toTop.body.value.chain).toEqual([]);
    expect(await ancestorsOf(d.id)).toEqual([
      [d.id, 0],
      [c.id, 1],
      [b.id, 2],
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'agent.move')
      .where('staff_id', 'is not', null)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('freezes a branch: no agent-center sign-in, sessions end; unfreezing lets them back', async () => {
    const a = await createTop();
    const b = await below(a.id, 2);
    const session = await loginToken(app, b.username, 'Secret123', { portal: 'agent' });
    expect((await call(app, 'GET', '/wps/relay/AGC_agentInfo', { token: session })).status).toBe(200);

    const frozen = await call<{ agents: number }>(app, 'POST', `/wps/ops/agents/${a.id}/freeze`, {
      token: manager,
      body: { frozen: true, branch: true, reason: 'fraud check' },
    });
    expect(frozen.body.value.agents).toBe(2);
    expect((await call(app, 'GET', '/wps/relay/AGC_agentInfo', { token: session })).status).toBe(401);
    const refused = await login(app, b.username, 'Secret123', { portal: 'agent' });
    expect(refused.status).toBe(403);
    expect(detailOf(refused).key).toBe('agent_frozen');
    expect((await login(app, b.username, 'Secret123')).status).toBe(200);

    await call(app, 'POST', `/wps/ops/agents/${a.id}/freeze`, {
      token: manager,
      body: { frozen: false, branch: true, reason: 'cleared' },
    });
    expect((await login(app, b.username, 'Secret123', { portal: 'agent' })).status).toBe(200);
  });

  it('refuses moving a subtree below a frozen agent, with its name, and changes nothing', async () => {
    const frozenTop = await createTop();
    const mover = await createTop();
    const sub = await below(mover.id, 2);
    await call(app, 'POST', `/wps/ops/agents/${frozenTop.id}/freeze`, {
      token: manager,
      body: { frozen: true, branch: false, reason: 'fraud check' },
    });
    const refused = await call(app, 'POST', `/wps/ops/agents/${mover.id}/move`, {
      token: manager,
      body: { uplineUsername: frozenTop.username, reason: 'reorganisation' },
    });
    expect(refused.status).toBe(400);
    expect(detailOf(refused)).toMatchObject({
      key: 'agent_move_under_frozen',
      params: { upline: frozenTop.username },
    });
    expect(await ancestorsOf(sub.id)).toEqual([
      [sub.id, 0],
      [mover.id, 1],
    ]);

    await call(app, 'POST', `/wps/ops/agents/${frozenTop.id}/freeze`, {
      token: manager,
      body: { frozen: false, branch: false, reason: 'cleared' },
    });
    const moved = await call(app, 'POST', `/wps/ops/agents/${mover.id}/move`, {
      token: manager,
      body: { uplineUsername: frozenTop.username, reason: 'reorganisation' },
    });
    expect(moved.status).toBe(200);
  });

  it('caps offered rates and holds a 100% salary rate for a second staff member', async () => {
    const agent = await createTop();
    const salary = (rateBp: number) => ({
      type: 'daily_salary',
      downlineUsername: agent.username,
      terms: { tiers: [{ minValidBet: '0', minActiveMembers: 0, rateBp }] },
    });
    const overCap = await call(app, 'POST', '/wps/operator/contracts', {
      token: manager,
      body: {
        type: 'dividend',
        downlineUsername: agent.username,
        terms: {
          period: 'monthly',
          tiers: [{ minPeriodLoss: '0', minActiveMembers: 0, minValidBet: '0', rateBp: 6000 }],
        },
      },
    });
    expect(overCap.status).toBe(400);
    expect(detailOf(overCap)).toMatchObject({
      key: 'agent_rate_over_cap',
      params: { rate: '60', cap: '50' },
    });

    const held = await call(app, 'POST', '/wps/operator/contracts', { token: manager, body: salary(10_000) });
    expect(held.status).toBe(409);
    expect(detailOf(held).key).toBe('agent_contract_approval_requested');
    const approvalId = String(detailOf(held).params.approvalId);
    const none = await database.db
      .selectFrom('agent_contract')
      .select('id')
      .where('downline_id', '=', agent.id)
      .execute();
    expect(none).toEqual([]);

    const approved = await call<Approval>(app, 'POST', `/wps/ops/agents/approvals/${approvalId}`, {
      token: owner,
      body: { decision: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.value).toMatchObject({ kind: 'agent_contract', status: 'approved' });
    const offered = await database.db
      .selectFrom('agent_contract')
      .select(['status', 'type'])
      .where('downline_id', '=', agent.id)
      .execute();
    expect(offered).toEqual([{ status: 'pending', type: 'daily_salary' }]);

    const lower = await call(app, 'POST', '/wps/operator/contracts', { token: manager, body: salary(300) });
    expect(lower.status).toBe(200);
  });

  it('stores the agent policy (audited) and reports a team', async () => {
    const policy = {
      maxSalaryRateBp: 8000,
      maxDividendRateBp: 4000,
      carryNegativePeriods: true,
      uplineFundsSubDividends: false,
    };
    const saved = await call(app, 'PUT', '/wps/ops/agents/policy', { token: manager, body: policy });
    expect(saved.body.value).toEqual(policy);
    expect((await call(app, 'GET', '/wps/ops/agents/policy', { token: manager })).body.value).toEqual(policy);
    const bad = await call(app, 'PUT', '/wps/ops/agents/policy', {
      token: manager,
      body: { ...policy, maxSalaryRateBp: 20_000 },
    });
    expect(bad.status).toBe(400);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'agent.policy')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ after: policy })]);
    await call(app, 'PUT', '/wps/ops/agents/policy', {
      token: manager,
      body: {
        maxSalaryRateBp: 10_000,
        maxDividendRateBp: 5_000,
        carryNegativePeriods: false,
        uplineFundsSubDividends: true,
      },
    });

    const agent = await createTop();
    const report = await call<OpsAgentReport>(app, 'GET', `/wps/ops/agents/${agent.id}/report`, {
      token: manager,
    });
    expect(report.body.value).toMatchObject({ bets: '0.00', ggr: '0.00', ngr: '0.00', salaryCost: '0.00' });
    const range = await call(
      app,
      'GET',
      `/wps/ops/agents/${agent.id}/report?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`,
      {
        token: manager,
      },
    );
    expect(range.status).toBe(400);
  });

  it("explains a payout's level difference: per level the downline agents behind it, the volume, the rate paid and its amount", async () => {
    const acceptedAt = new Date('2026-10-01T00:00:00Z');
    const a = await createPlayer(app, database.db, { type: 1 });
    const b = await createPlayer(app, database.db, { type: 2, uplineId: a.id });
    const direct = await createPlayer(app, database.db, { uplineId: a.id });
    const team = await createPlayer(app, database.db, { uplineId: b.id });
    const rate = (rateBp: number) => ({ tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp }] });
    const aId = await insertActiveContract(database.db, {
      type: 'daily_salary',
      uplineId: null,
      downlineId: a.id,
      terms: rate(200),
      acceptedAt,
    });
    await insertActiveContract(database.db, {
      type: 'daily_salary',
      uplineId: a.id,
      downlineId: b.id,
      terms: rate(150),
      acceptedAt,
    });
    const nodeId = await ensureFixtureGame(database.db);
    const at = new Date('2026-11-10T06:00:00Z');
    await insertRound(database.db, {
      memberId: direct.id,
      stake: minor('300.00'),
      win: 0n,
      settledAt: at,
      nodeId,
    });
    await insertRound(database.db, {
      memberId: team.id,
      stake: minor('601.00'),
      win: 0n,
      settledAt: at,
      nodeId,
    });
    const contract = (await listSettleable(database.db, 'daily_salary', acceptedAt)).find(
      (row) => row.id === aId,
    )!;
    await database.db
      .transaction()
      .execute((trx) => settlePeriod(trx, contract, dayPeriod('2026-11-10', 'Asia/Dhaka')));

    const detail = await call<OpsAgentDetail>(app, 'GET', `/wps/ops/agents/${a.id}`, { token: manager });
    expect(detail.status).toBe(200);
    // 300.00 x 2 % + 601.00 x (2 % - 1.5 %) = 6.00 + 3.005, floored once: 9.00.
    expect(detail.body.value.payouts).toEqual([
      expect.objectContaining({
        amount: '9.00',
        levels: [
          {
            ownRateBp: 200,
            downlineRateBp: 0,
            paidRateBp: 200,
            volume: '300.00',
            amount: '6.00',
            downlines: [],
          },
          {
            ownRateBp: 200,
            downlineRateBp: 150,
            paidRateBp: 50,
            volume: '601.00',
            amount: '3.00',
            downlines: [b.username],
          },
        ],
      }),
    ]);

    // A payout settled before levels (or their agents) were recorded says so.
    await database.db
      .updateTable('contract_payout')
      .set({
        levels: JSON.stringify([{ ownRateBp: 200, downlineRateBp: 150, paidRateBp: 50, volume: '60100' }]),
      })
      .where('contract_id', '=', aId)
      .execute();
    const older = await call<OpsAgentDetail>(app, 'GET', `/wps/ops/agents/${a.id}`, { token: manager });
    expect(older.body.value.payouts[0]?.levels?.[0]?.downlines).toBeNull();
    await database.db
      .updateTable('contract_payout')
      .set({ levels: null })
      .where('contract_id', '=', aId)
      .execute();
    const oldest = await call<OpsAgentDetail>(app, 'GET', `/wps/ops/agents/${a.id}`, { token: manager });
    expect(oldest.body.value.payouts[0]?.levels).toBeNull();
  });
});
