import {
  contractActionEndpoints,
  contractActions,
  type ContractTerms,
  type ContractType,
  contractTypes,
  type Endpoint,
  getAgentAnnouncementsEndpoint,
  getAgentInfoEndpoint,
  getConsolidatedContractEndpoint,
  getContractOptionsEndpoint,
  getContractsEndpoint,
  getDownlinesEndpoint,
  getDownlineTransactionsEndpoint,
  getMyIncomeEndpoint,
  getPayoutRecordsEndpoint,
  getRevenueReportEndpoint,
  getTeamBetsEndpoint,
  getTeamOverviewEndpoint,
  getUserLossEndpoint,
  processDailySalaryContractEndpoint,
  registerDownlineEndpoint,
  freezeDownlineEndpoint,
} from '@app/contracts';
import * as contracts from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, minor, type Player } from '../../../testing/wallet.js';
import { ensureFixtureGame, insertActiveContract, insertRound } from '../../../testing/contract-fixtures.js';
import { insertContract, listSettleable } from '../contracts/contracts.repository.js';
import { dayPeriod } from '../contracts/settlement.jobs.js';
import { settlePeriod } from '../contracts/settlement.service.js';

/** The agents' endpoints (not the operator's) of the agents domain: each must be in the table below. */
const agentEndpointPaths = (Object.values(contracts) as unknown[])
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'access' in value)
  .filter((endpoint) => endpoint.tag === 'agent center' || endpoint.tag === 'agent contracts')
  .map((endpoint) => endpoint.path);

const termsByType: Record<ContractType, ContractTerms> = {
  dividend: {
    period: 'daily',
    tiers: [{ minPeriodLoss: '0', minActiveMembers: 0, minValidBet: '0', rateBp: 10 }],
  },
  daily_salary: { tiers: [{ minValidBet: '0', minActiveMembers: 0, rateBp: 10 }] },
  hourly_salary: { tiers: [{ minValidBet: '0', rateBp: 10 }] },
  realtime_salary: { profitRateBp: 10, lossRateBp: 10, singleBetMin: '0' },
};

/**
 * Agent A calls every agent center endpoint with usernames and contract ids of agent B's branch: it
 * gets nothing of B's (no B username anywhere in the answer) and B's branch is unchanged.
 */
describe.each(testDatabaseKinds())('agent center isolation ($name)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let agentA: Player;
  let agentB: Player;
  let bSub: Player;
  let bMember: Player;
  const bContracts: string[] = [];
  const day = '2026-11-10';

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    app = await buildTestApp(db);
    const acceptedAt = new Date('2026-10-01T00:00:00Z');
    agentA = await createPlayer(app, db, { type: 1 });
    await createPlayer(app, db, { uplineId: agentA.id });
    agentB = await createPlayer(app, db, { type: 1 });
    bSub = await createPlayer(app, db, { type: 2, uplineId: agentB.id });
    bMember = await createPlayer(app, db, { uplineId: bSub.id, balance: '300.00' });
    for (const type of contractTypes) {
      // Both top agents hold contracts of every type, so A passes every "own contract" check.
      await insertActiveContract(db, {
        type,
        uplineId: null,
        downlineId: agentA.id,
        terms: termsByType[type],
        acceptedAt,
      });
      await insertActiveContract(db, {
        type,
        uplineId: null,
        downlineId: agentB.id,
        terms: termsByType[type],
        acceptedAt,
      });
      bContracts.push(
        await insertActiveContract(db, {
          type,
          uplineId: agentB.id,
          downlineId: bSub.id,
          terms: termsByType[type],
          acceptedAt,
        }),
      );
    }
    bContracts.push(
      await insertContract(db, {
        type: 'daily_salary',
        upline_id: agentB.id,
        downline_id: bSub.id,
        terms: termsByType.daily_salary,
      }),
    );
    const nodeId = await ensureFixtureGame(db);
    await insertRound(db, {
      memberId: bMember.id,
      stake: minor('100.00'),
      win: minor('0.00'),
      settledAt: new Date('2026-11-10T06:00:00Z'),
      nodeId,
    });
    const settleable = await listSettleable(db, 'daily_salary', acceptedAt);
    for (const contract of settleable.filter((row) => row.downline_id !== agentA.id)) {
      await db.transaction().execute((trx) => settlePeriod(trx, contract, dayPeriod(day, 'Asia/Dhaka')));
    }
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const bIds = () => [agentB.id, bSub.id, bMember.id];

  async function snapshotB() {
    const ids = bIds();
    return {
      members: await db
        .selectFrom('member')
        .select(['id', 'upline_id', 'status', 'type'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute(),
      tree: await db
        .selectFrom('member_tree')
        .selectAll()
        .where('descendant_id', 'in', ids)
        .orderBy('ancestor_id')
        .orderBy('descendant_id')
        .execute(),
      contracts: await db
        .selectFrom('agent_contract')
        .selectAll()
        .where((eb) => eb.or([eb('upline_id', 'in', ids), eb('downline_id', 'in', ids)]))
        .orderBy('id')
        .execute(),
      payouts: await db
        .selectFrom('contract_payout')
        .selectAll()
        .where('agent_id', 'in', ids)
        .orderBy('id')
        .execute(),
      balances: await db
        .selectFrom('ledger_account')
        .select(['member_id', 'kind', 'balance'])
        .where('member_id', 'in', ids)
        .orderBy('id')
        .execute(),
      inbox: await db
        .selectFrom('platform_message')
        .select('id')
        .where('member_id', 'in', ids)
        .orderBy('id')
        .execute(),
    };
  }

  interface Case {
    path: string;
    method: 'GET' | 'POST';
    /** Query string or body, built when the case runs (ids exist by then). */
    input: () => Record<string, unknown>;
    /** The status A gets: reads answer 200 with nothing of B's, changes to B's contracts 404. */
    status: number;
  }

  const range = { from: day, to: day };
  const otherUsername = () => bMember.username;
  const cases: Case[] = [
    { path: getAgentInfoEndpoint.path, method: 'GET', input: () => ({}), status: 200 },
    { path: getTeamOverviewEndpoint.path, method: 'GET', input: () => range, status: 200 },
    {
      path: getDownlinesEndpoint.path,
      method: 'GET',
      input: () => ({ scope: 'all', username: otherUsername() }),
      status: 200,
    },
    {
      path: getDownlinesEndpoint.path,
      method: 'GET',
      input: () => ({ scope: 'all', username: bSub.username }),
      status: 200,
    },
    {
      path: getTeamBetsEndpoint.path,
      method: 'GET',
      input: () => ({ ...range, username: otherUsername() }),
      status: 200,
    },
    {
      path: getUserLossEndpoint.path,
      method: 'GET',
      input: () => ({ ...range, username: otherUsername() }),
      status: 200,
    },
    { path: getMyIncomeEndpoint.path, method: 'GET', input: () => range, status: 200 },
    { path: getRevenueReportEndpoint.path, method: 'GET', input: () => range, status: 200 },
    {
      path: getDownlineTransactionsEndpoint.path,
      method: 'GET',
      input: () => ({ preset: 'last7Days', username: otherUsername() }),
      status: 200,
    },
    ...contractTypes.map((contractType) => ({
      path: getPayoutRecordsEndpoint.path,
      method: 'GET' as const,
      input: () => ({ ...range, contractType }),
      status: 200,
    })),
    { path: getAgentAnnouncementsEndpoint.path, method: 'GET', input: () => ({}), status: 200 },
    {
      path: getContractsEndpoint.path,
      method: 'GET',
      input: () => ({ username: bSub.username }),
      status: 200,
    },
    {
      path: getContractsEndpoint.path,
      method: 'GET',
      input: () => ({ username: agentB.username }),
      status: 200,
    },
    { path: getContractOptionsEndpoint.path, method: 'GET', input: () => ({}), status: 200 },
    { path: getConsolidatedContractEndpoint.path, method: 'GET', input: () => ({}), status: 200 },
    {
      path: freezeDownlineEndpoint.path,
      method: 'POST',
      input: () => ({ username: agentB.username, frozen: true, branch: true }),
      status: 404,
    },
    {
      path: freezeDownlineEndpoint.path,
      method: 'POST',
      input: () => ({ username: bSub.username, frozen: true }),
      status: 404,
    },
    {
      path: registerDownlineEndpoint.path,
      method: 'POST',
      input: () => ({ username: `iso${Date.now().toString(36)}`, type: 0, password: 'Secret123' }),
      status: 200,
    },
    ...contractTypes.flatMap((type) => [
      {
        path: contractActionEndpoints[type].path,
        method: 'POST' as const,
        input: () => ({ action: 'offer', downlineUsername: bSub.username, terms: termsByType[type] }),
        status: 404,
      },
      ...contractActions
        .filter((action) => action !== 'offer')
        .flatMap((action) =>
          bContracts.map((_, index) => ({
            path: contractActionEndpoints[type].path,
            method: 'POST' as const,
            input: () => ({ action, contractId: bContracts[index], confirm: true }),
            status: 404,
          })),
        ),
    ]),
  ];

  it('covers every agent center route', () => {
    const covered = new Set(cases.map((entry) => entry.path));
    expect(agentEndpointPaths.length).toBeGreaterThan(15);
    expect(agentEndpointPaths.filter((path) => !covered.has(path))).toEqual([]);
    const registered =
      app.printRoutes({ commonPrefix: false }).match(/\/wps\/relay\/(AGC|MCS2?|MCSFE)_\w+/g) ?? [];
    const mine = registered.filter((path) => /AGC_|Contract|Sal|Dividend/.test(path));
    expect(mine.filter((path) => !covered.has(path))).toEqual([]);
  });

  it("gives agent A nothing of agent B's branch and changes nothing there", async () => {
    const before = await snapshotB();
    const names = [agentB.username, bSub.username, bMember.username];
    for (const entry of cases) {
      const input = entry.input();
      const result =
        entry.method === 'GET'
          ? await call(
              app,
              'GET',
              `${entry.path}?${new URLSearchParams(input as Record<string, string>).toString()}`,
              {
                token: agentA.token,
              },
            )
          : await call(app, 'POST', entry.path, { token: agentA.token, body: input });
      const text = JSON.stringify(result.body);
      expect({ path: entry.path, input, status: result.status }).toEqual({
        path: entry.path,
        input,
        status: entry.status,
      });
      for (const name of names)
        expect({ path: entry.path, leaks: text.includes(name) }).toEqual({ path: entry.path, leaks: false });
      const value = result.body.value as { list?: unknown[]; total?: number; stake?: string } | null;
      if (
        entry.method === 'GET' &&
        value &&
        Array.isArray(value.list) &&
        entry.path !== getAgentAnnouncementsEndpoint.path
      ) {
        expect({ path: entry.path, list: value.list }).toEqual({ path: entry.path, list: [] });
      }
    }
    expect(await snapshotB()).toEqual(before);
  });

  it('still shows agent B its own branch (the cases above can fail)', async () => {
    const downlines = await call<{ list: { username: string }[] }>(
      app,
      'GET',
      `${getDownlinesEndpoint.path}?scope=all&username=${bMember.username}`,
      { token: agentB.token },
    );
    expect(downlines.body.value.list.map((row) => row.username)).toEqual([bMember.username]);
    const bets = await call<{ total: number }>(
      app,
      'GET',
      `${getTeamBetsEndpoint.path}?from=${day}&to=${day}`,
      {
        token: agentB.token,
      },
    );
    expect(bets.body.value.total).toBe(1);
    const action = await call(app, 'POST', processDailySalaryContractEndpoint.path, {
      token: agentB.token,
      body: { action: 'requestTermination', contractId: bContracts[1] },
    });
    expect(action.status).toBe(200);
  });
});
