import {
  freezeDownlineEndpoint,
  type AgentAnnouncementPage,
  type AgentInfo,
  type DownlinePage,
  type DownlineTransactionPage,
  getAgentAnnouncementsEndpoint,
  getAgentInfoEndpoint,
  getDownlinesEndpoint,
  getDownlineTransactionsEndpoint,
  getMyIncomeEndpoint,
  getPayoutRecordsEndpoint,
  getRevenueReportEndpoint,
  getTeamBetsEndpoint,
  getTeamOverviewEndpoint,
  getUserLossEndpoint,
  type LoginResult,
  type MyIncome,
  type PayoutPage,
  registerDownlineEndpoint,
  type RegisteredDownline,
  type RevenueReport,
  type TeamBetsPage,
  type TeamOverview,
  type UserLossPage,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { defaultAccountPolicy } from '../../../seed/system-defaults.js';
import { call, detailOf, login } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, minor, type Player } from '../../../testing/wallet.js';
import { ensureFixtureGame, insertActiveContract, insertRound } from '../../../testing/contract-fixtures.js';
import { listSettleable } from '../contracts/contracts.repository.js';
import { dayPeriod } from '../contracts/settlement.jobs.js';
import { settlePeriod } from '../contracts/settlement.service.js';

/** Reports over  agent -> m1, sub (type 2) -> m2; another agent's tree must never show up. */
describe.each(testDatabaseKinds())('agent center reports ($name)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let agent: Player;
  let sub: Player;
  let m1: Player;
  let m2: Player;
  let outsider: Player;
  const day = '2026-11-10';
  const range = `from=${day}&to=${day}`;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    app = await buildTestApp(db);
    agent = await createPlayer(app, db, { type: 1 });
    sub = await createPlayer(app, db, { type: 2, uplineId: agent.id });
    m1 = await createPlayer(app, db, { uplineId: agent.id, balance: '100.00' });
    m2 = await createPlayer(app, db, { uplineId: sub.id });
    const other = await createPlayer(app, db, { type: 1 });
    outsider = await createPlayer(app, db, { uplineId: other.id, balance: '50.00' });
    const nodeId = await ensureFixtureGame(db);
    const round = (member: Player, stake: string, win: string, at: string) =>
      insertRound(db, {
        memberId: member.id,
        stake: minor(stake),
        win: minor(win),
        settledAt: new Date(at),
        nodeId,
      });
    // 2026-11-10 in Dhaka.
    await round(m1, '100.00', '0.00', '2026-11-10T04:00:00Z');
    await round(m1, '50.00', '80.00', '2026-11-10T05:00:00Z');
    await round(m2, '300.00', '100.00', '2026-11-10T06:00:00Z');
    await round(outsider, '999.00', '0.00', '2026-11-10T06:00:00Z');
    await round(m2, '70.00', '0.00', '2026-11-11T06:00:00Z');
    const contractId = await insertActiveContract(db, {
      type: 'daily_salary',
      uplineId: null,
      downlineId: agent.id,
      terms: { tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp: 100 }] },
      acceptedAt: new Date('2026-10-01T00:00:00Z'),
    });
    const contract = (await listSettleable(db, 'daily_salary', new Date('2026-10-01'))).find(
      (row) => row.id === contractId,
    );
    if (!contract) throw new Error('contract missing');
    await db.transaction().execute((trx) => settlePeriod(trx, contract, dayPeriod(day, 'Asia/Dhaka')));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = <T>(path: string, who: Player = agent) => call<T>(app, 'GET', path, { token: who.token });

  it('answers only agents', async () => {
    const result = await get(getTeamOverviewEndpoint.path, m1);
    expect(result.status).toBe(403);
    expect(detailOf(result).key).toBe('agent_only');
    expect((await call(app, 'GET', getTeamOverviewEndpoint.path)).status).toBe(401);
  });

  it('gives the agent info with the referral link, GMT offset and allowed downline types', async () => {
    const info = await get<AgentInfo>(getAgentInfoEndpoint.path);
    expect(info.body.value).toMatchObject({
      timeZone: 'Asia/Dhaka',
      utcOffsetMinutes: 360,
      teamSize: 3,
      directCount: 2,
      allowedDownlineTypes: [0, 1, 2, 41, 42],
    });
    expect(info.body.value.referralLink).toMatch(/\/register\?referralCode=[A-Z0-9]+$/);
    expect((await get<AgentInfo>(getAgentInfoEndpoint.path, sub)).body.value.allowedDownlineTypes).toEqual([
      0, 2, 41, 42,
    ]);
  });

  it('sums the team overview of a local day', async () => {
    const overview = await get<TeamOverview>(`${getTeamOverviewEndpoint.path}?${range}`);
    expect(overview.body.value).toMatchObject({
      teamSize: 3,
      activeMembers: 2,
      stake: '450.00',
      validBet: '450.00',
      win: '180.00',
      memberProfit: '-270.00',
      period: {
        from: day,
        to: day,
        startsAt: '2026-11-09T18:00:00.000Z',
        endsAt: '2026-11-10T18:00:00.000Z',
      },
    });
    const bad = await get(`${getTeamOverviewEndpoint.path}?from=2026-01-01&to=2026-12-31`);
    expect(bad.status).toBe(400);
    expect(detailOf(bad).key).toBe('records_range_invalid');
    expect((await get(`${getTeamOverviewEndpoint.path}?from=2026-02-30`)).status).toBe(400);
  });

  it('lists direct or all downlines with level, balance and team size', async () => {
    const direct = await get<DownlinePage>(`${getDownlinesEndpoint.path}?scope=direct`);
    expect(direct.body.value.list.map((row) => row.username).sort()).toEqual(
      [m1.username, sub.username].sort(),
    );
    const all = await get<DownlinePage>(`${getDownlinesEndpoint.path}?scope=all`);
    expect(all.body.value.total).toBe(3);
    expect(all.body.value.list.find((row) => row.username === m2.username)).toMatchObject({
      level: 2,
      uplineUsername: sub.username,
    });
    expect(all.body.value.list.find((row) => row.username === sub.username)).toMatchObject({ teamSize: 1 });
    expect(all.body.value.list.find((row) => row.username === m1.username)).toMatchObject({
      balance: '100.00',
    });
    const agents = await get<DownlinePage>(`${getDownlinesEndpoint.path}?scope=all&type=agent`);
    expect(agents.body.value.list.map((row) => row.username)).toEqual([sub.username]);
  });

  it('lists team bets with totals and filters, and user loss biggest loss first', async () => {
    const bets = await get<TeamBetsPage>(`${getTeamBetsEndpoint.path}?${range}`);
    expect(bets.body.value.total).toBe(3);
    expect(bets.body.value.totals).toEqual({
      stake: '450.00',
      validBet: '450.00',
      win: '180.00',
      memberProfit: '-270.00',
    });
    const mine = await get<TeamBetsPage>(`${getTeamBetsEndpoint.path}?${range}&username=${m1.username}`);
    expect(mine.body.value.list.map((row) => row.stake)).toEqual(['50.00', '100.00']);
    const loss = await get<UserLossPage>(`${getUserLossEndpoint.path}?${range}`);
    expect(loss.body.value.list.map((row) => [row.username, row.loss, row.level])).toEqual([
      [m2.username, '200.00', 2],
      [m1.username, '70.00', 1],
    ]);
  });

  it('reports revenue per day with my income, and my income and payout records', async () => {
    const report = await get<RevenueReport>(`${getRevenueReportEndpoint.path}?from=${day}&to=2026-11-11`);
    expect(report.body.value.days).toEqual([
      expect.objectContaining({
        date: day,
        stake: '450.00',
        memberProfit: '-270.00',
        income: '4.50',
        activeMembers: 2,
      }),
      expect.objectContaining({ date: '2026-11-11', stake: '70.00', income: '0.00' }),
    ]);
    expect(report.body.value.totals).toMatchObject({ stake: '520.00', income: '4.50' });
    const income = await get<MyIncome>(`${getMyIncomeEndpoint.path}?${range}`);
    expect(income.body.value.totals).toMatchObject({
      daily_salary: '4.50',
      salary: '4.50',
      dividend: '0.00',
      total: '4.50',
    });
    const records = await get<PayoutPage>(
      `${getPayoutRecordsEndpoint.path}?${range}&contractType=daily_salary`,
    );
    expect(records.body.value.list).toEqual([
      expect.objectContaining({ validBet: '450.00', rateBp: 100, amount: '4.50', activeMembers: 2 }),
    ]);
    // The sub-agent holds no salary contract: the whole team volume is paid at the agent's full rate.
    expect(records.body.value.list[0]?.levels).toEqual([
      { ownRateBp: 100, downlineRateBp: 0, paidRateBp: 100, volume: '450.00' },
    ]);
    expect(records.body.value.list[0]?.reference).toMatch(/^C\d+-/);
  });

  it('lists the ledger movements of downlines only', async () => {
    const moves = await get<DownlineTransactionPage>(
      `${getDownlineTransactionsEndpoint.path}?preset=last7Days&type=adjustment`,
    );
    expect(moves.body.value.list.map((row) => [row.username, row.amount])).toEqual([[m1.username, '100.00']]);
    const foreign = await get<DownlineTransactionPage>(
      `${getDownlineTransactionsEndpoint.path}?preset=last7Days&username=${outsider.username}`,
    );
    expect(foreign.body.value.list).toEqual([]);
  });

  it('registers downline members and agents of my tier or lower, with a generated password shown once and changed at first login', async () => {
    const created = await call<RegisteredDownline>(app, 'POST', registerDownlineEndpoint.path, {
      token: sub.token,
      body: { username: `dl${Date.now().toString(36)}`, type: 0 },
    });
    expect(created.body.value).toMatchObject({ type: 0, mustChangePassword: true });
    const password = created.body.value.password ?? '';
    expect(password).not.toBe('');
    expect(password).not.toBe(defaultAccountPolicy.defaultPassword);
    expect(
      (await login(app, created.body.value.username, defaultAccountPolicy.defaultPassword)).status,
    ).not.toBe(200);
    const logged = await login(app, created.body.value.username, password);
    expect((logged.body.value as LoginResult & { mustChangePassword?: boolean }).mustChangePassword).toBe(
      true,
    );
    const chosen = await call<RegisteredDownline>(app, 'POST', registerDownlineEndpoint.path, {
      token: sub.token,
      body: {
        username: `dc${Date.now().toString(36)}`,
        type: 0,
        password: 'Chosen1234',
        confirmPassword: 'Chosen1234',
      },
    });
    expect(chosen.body.value).toMatchObject({ mustChangePassword: false, password: null });
    const all = await get<DownlinePage>(
      `${getDownlinesEndpoint.path}?scope=all&username=${created.body.value.username}`,
    );
    expect(all.body.value.list[0]).toMatchObject({ level: 2, uplineUsername: sub.username });

    const higher = await call(app, 'POST', registerDownlineEndpoint.path, {
      token: sub.token,
      body: {
        username: `hi${Date.now().toString(36)}`,
        type: 1,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
    });
    expect(detailOf(higher)).toMatchObject({ key: 'downline_type_not_allowed', field: 'type' });
    const mismatch = await call(app, 'POST', registerDownlineEndpoint.path, {
      token: agent.token,
      body: {
        username: `mm${Date.now().toString(36)}`,
        type: 2,
        password: 'Secret123',
        confirmPassword: 'Other123',
      },
    });
    expect(detailOf(mismatch)).toMatchObject({ key: 'inconsistent_twice' });
    const taken = await call(app, 'POST', registerDownlineEndpoint.path, {
      token: agent.token,
      body: { username: m1.username.toUpperCase(), type: 0, password: 'Secret123' },
    });
    expect(detailOf(taken)).toMatchObject({ key: 'username_taken', field: 'username' });
  });

  it("sends a generated password by SMS in the new member's language when the agent asks, and refuses bad asks before opening an account", async () => {
    const register = (body: Record<string, unknown>) =>
      call<RegisteredDownline>(app, 'POST', registerDownlineEndpoint.path, { token: sub.token, body });
    const mobileNo = `17${Date.now().toString().slice(-8)}`;
    const to = `+880${mobileNo}`;
    const smsTo = () =>
      db.selectFrom('sms_outbox').select('body').where('destination', '=', to).orderBy('id').execute();

    const username = `sm${Date.now().toString(36)}`;
    const created = await register({
      username,
      type: 0,
      smsPassword: { dialingCode: '+880', mobileNo: `0${mobileNo}` },
    });
    expect(created.status).toBe(200);
    const password = created.body.value.password ?? '';
    expect(password).not.toBe('');
    expect(created.body.value.smsSentTo).toBe(`+88017${'*'.repeat(6)}${mobileNo.slice(-2)}`);
    const sent = await smsTo();
    expect(sent).toHaveLength(1);
    // No language stored yet: Bengali, with the username and the very password answered to the agent.
    expect(sent[0]?.body).toBe(
      `আপনার অ্যাকাউন্ট ${username} তৈরি হয়েছে। পাসওয়ার্ড: ${password} - প্রথমবার লগইন করে এটি বদলে নিন।`,
    );
    expect((await login(app, username, password)).status).toBe(200);

    // A chosen password is never sent; a bad mobile is refused; neither opens an account.
    const chosenName = `sc${Date.now().toString(36)}`;
    const chosen = await register({
      username: chosenName,
      type: 0,
      password: 'Chosen1234',
      confirmPassword: 'Chosen1234',
      smsPassword: { dialingCode: '+880', mobileNo },
    });
    expect(chosen.status).toBe(400);
    expect(detailOf(chosen)).toMatchObject({ key: 'downline_sms_needs_generated', field: 'smsPassword' });
    const badName = `sb${Date.now().toString(36)}`;
    const bad = await register({
      username: badName,
      type: 0,
      smsPassword: { dialingCode: '+880', mobileNo: '12ab' },
    });
    expect(bad.status).toBe(400);
    expect(detailOf(bad)).toMatchObject({ key: 'mobile_invalid', field: 'smsPassword' });
    const opened = await db
      .selectFrom('member')
      .select('username')
      .where('username', 'in', [chosenName, badName])
      .execute();
    expect(opened).toEqual([]);

    // One mobile receives at most three password messages an hour.
    for (const n of [1, 2])
      expect(
        (
          await register({
            username: `sr${n}${Date.now().toString(36)}`,
            type: 0,
            smsPassword: { dialingCode: '+880', mobileNo },
          })
        ).status,
      ).toBe(200);
    const limited = await register({
      username: `sl${Date.now().toString(36)}`,
      type: 0,
      smsPassword: { dialingCode: '+880', mobileNo },
    });
    expect(limited.status).toBe(429);
    expect(detailOf(limited).key).toBe('downline_sms_limit');
    expect(await smsTo()).toHaveLength(3);
  });

  it('shows the announcements published for agents', async () => {
    const notices = await get<AgentAnnouncementPage>(`${getAgentAnnouncementsEndpoint.path}?language=bn`);
    expect(notices.body.value.list.length).toBeGreaterThan(0);
    expect(notices.body.value.pageSize).toBe(9);
  });

  it('keeps the closure table right when a member moves, and refuses a move below itself', async () => {
    const mover = await createPlayer(app, db, { type: 2, uplineId: sub.id });
    const below = await createPlayer(app, db, { uplineId: mover.id });
    await db.updateTable('member').set({ upline_id: agent.id }).where('id', '=', mover.id).execute();
    const depths = await db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', below.id)
      .orderBy('depth')
      .execute();
    expect(depths.map((row) => [row.ancestor_id, row.depth])).toEqual([
      [below.id, 0],
      [mover.id, 1],
      [agent.id, 2],
    ]);
    await expect(
      db.updateTable('member').set({ upline_id: below.id }).where('id', '=', mover.id).execute(),
    ).rejects.toThrow();
  });

  it('lets an agent freeze and unfreeze agents of its own team only, never lifting an operator freeze, audited', async () => {
    const freeze = (who: Player, username: string, frozen: boolean, branch = false) =>
      call<{ agents: number }>(app, 'POST', freezeDownlineEndpoint.path, {
        token: who.token,
        body: { username, frozen, branch },
      });
    const frozenAt = async (id: string) =>
      (await db.selectFrom('member').select('agent_frozen_at').where('id', '=', id).executeTakeFirstOrThrow())
        .agent_frozen_at;

    const frozen = await freeze(agent, sub.username, true);
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    expect(frozen.body.value).toEqual({ agents: 1 });
    expect(await frozenAt(sub.id)).not.toBeNull();

    // Not above or beside itself, not a plain member, not a stranger's team.
    const upwards = await call(app, 'POST', freezeDownlineEndpoint.path, {
      token: (await createPlayer(app, db, { type: 2, uplineId: agent.id })).token,
      body: { username: agent.username, frozen: true },
    });
    expect(upwards.status).toBe(404);
    expect(await frozenAt(agent.id)).toBeNull();
    const member = await freeze(agent, m1.username, true);
    expect(member.status).toBe(400);
    expect(detailOf(member).key).toBe('downline_not_agent');
    expect((await freeze(agent, outsider.username, true)).status).toBe(404);

    const unfrozen = await freeze(agent, sub.username, false);
    expect(unfrozen.body.value).toEqual({ agents: 1 });
    expect(await frozenAt(sub.id)).toBeNull();

    // The operator's freeze stays until the operator lifts it.
    await db
      .updateTable('member')
      .set({ agent_frozen_at: new Date(), agent_frozen_by: null })
      .where('id', '=', sub.id)
      .execute();
    const lifted = await freeze(agent, sub.username, false);
    expect(lifted.status).toBe(400);
    expect(detailOf(lifted).key).toBe('downline_frozen_by_operator');
    expect(await frozenAt(sub.id)).not.toBeNull();
    await db.updateTable('member').set({ agent_frozen_at: null }).where('id', '=', sub.id).execute();

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'staff_username'])
      .where('action', 'like', 'agent_center.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'agent_center.freeze_downline', staff_username: agent.username },
      { action: 'agent_center.unfreeze_downline', staff_username: agent.username },
    ]);
  });
});
