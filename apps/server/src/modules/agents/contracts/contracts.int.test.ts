import {
  type ConsolidatedContract,
  type ContractActionResult,
  type ContractPage,
  type DailySalaryTerms,
  type ErrorDetail,
  getConsolidatedContractEndpoint,
  getContractsEndpoint,
  offerOperatorContractEndpoint,
  processDailySalaryContractEndpoint,
  processDividendContractEndpoint,
  processHourlySalaryContractEndpoint,
  processRealtimeSalaryContractEndpoint,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken, type Player } from '../../../testing/wallet.js';

const daily = (...rates: number[]): DailySalaryTerms => ({
  tiers: rates.map((rateBp, index) => ({
    minValidBet: `${index * 1000}.00`,
    minActiveMembers: index,
    rateBp,
  })),
});

describe.each(testDatabaseKinds())('agent contracts ($name)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    app = await buildTestApp(db);
    operator = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const operatorOffer = (username: string, type: string, terms: unknown) =>
    call<ContractActionResult>(app, 'POST', offerOperatorContractEndpoint.path, {
      token: operator,
      body: { type, downlineUsername: username, terms },
    });
  const act = (who: Player, path: string, body: Record<string, unknown>) =>
    call<ContractActionResult>(app, 'POST', path, { token: who.token, body });
  const dailyAct = (who: Player, body: Record<string, unknown>) =>
    act(who, processDailySalaryContractEndpoint.path, body);
  const keyOf = (result: { body: { value: unknown } }) => (result.body.value as ErrorDetail).key;
  const setLanguage = (who: Player, language: string) =>
    db.updateTable('member').set({ language }).where('id', '=', who.id).execute();
  const titlesOf = async (who: Player) =>
    (await db.selectFrom('platform_message').select('title').where('member_id', '=', who.id).execute()).map(
      (message) => message.title,
    );
  const statusOf = async (id: string) =>
    (await db.selectFrom('agent_contract').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  /** A top agent with an accepted operator daily salary contract of `rates`, and a direct sub-agent. */
  async function topAgent(rates: number[]) {
    const a = await createPlayer(app, db, { type: 1 });
    const offered = await operatorOffer(a.username, 'daily_salary', daily(...rates));
    expect(offered.status).toBe(200);
    const accepted = await dailyAct(a, { action: 'accept', contractId: offered.body.value.contract.id });
    expect(accepted.body.value.contract.status).toBe('active');
    return { a, contractId: offered.body.value.contract.id };
  }

  /** `upline` offers `rates` to `downline`, who accepts; returns the contract id. */
  async function agree(upline: Player, downline: Player, rates: number[]): Promise<string> {
    const offer = await dailyAct(upline, {
      action: 'offer',
      downlineUsername: downline.username,
      terms: daily(...rates),
    });
    expect(offer.status).toBe(200);
    const accept = await dailyAct(downline, { action: 'accept', contractId: offer.body.value.contract.id });
    expect(accept.body.value).toMatchObject({ confirmationRequired: false, contract: { status: 'active' } });
    return offer.body.value.contract.id;
  }

  it('lets the operator offer only to top-level agents', async () => {
    const { a } = await topAgent([100]);
    const sub = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const member = await createPlayer(app, db);
    const toSub = await operatorOffer(sub.username, 'daily_salary', daily(100));
    expect(toSub.status).toBe(400);
    expect(keyOf(toSub)).toBe('contract_top_agent_only');
    expect((await operatorOffer(member.username, 'daily_salary', daily(100))).status).toBe(404);
    const asAgent = await call(app, 'POST', offerOperatorContractEndpoint.path, {
      token: a.token,
      body: { type: 'daily_salary', downlineUsername: sub.username, terms: daily(1) },
    });
    expect(asAgent.status).toBe(403);
  });

  it('refuses offers above my own rate, to non-direct downlines, to members and without a contract of my own', async () => {
    const { a } = await topAgent([100, 200]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const c = await createPlayer(app, db, { type: 41, uplineId: b.id });
    const member = await createPlayer(app, db, { uplineId: a.id });
    const stranger = await createPlayer(app, db, { type: 1 });

    const above = await dailyAct(a, {
      action: 'offer',
      downlineUsername: b.username,
      terms: daily(100, 201),
    });
    expect(above.status).toBe(400);
    expect(above.body.value).toMatchObject({ key: 'contract_rate_above_own', params: { max: 200 } });
    const deeper = await dailyAct(a, { action: 'offer', downlineUsername: c.username, terms: daily(10) });
    expect(keyOf(deeper)).toBe('contract_not_direct_agent');
    const toMember = await dailyAct(a, {
      action: 'offer',
      downlineUsername: member.username,
      terms: daily(10),
    });
    expect(keyOf(toMember)).toBe('contract_not_direct_agent');
    const foreign = await dailyAct(a, {
      action: 'offer',
      downlineUsername: stranger.username,
      terms: daily(10),
    });
    expect(foreign.status).toBe(404);
    // B has no daily salary contract yet, so it cannot offer one to C.
    const noOwn = await dailyAct(b, { action: 'offer', downlineUsername: c.username, terms: daily(10) });
    expect(keyOf(noOwn)).toBe('contract_no_own_contract');
    // Another type: A has no hourly salary contract.
    const hourly = await act(a, processHourlySalaryContractEndpoint.path, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { tiers: [{ minValidBet: '0', rateBp: 10 }] },
    });
    expect(keyOf(hourly)).toBe('contract_no_own_contract');
    expect(
      (await dailyAct(a, { action: 'offer', downlineUsername: b.username, terms: daily(100, 200) })).status,
    ).toBe(200);
  });

  it('checks real-time profit and loss rates separately, and the dividend period', async () => {
    const a = await createPlayer(app, db, { type: 1 });
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const realtime = await operatorOffer(a.username, 'realtime_salary', {
      profitRateBp: 30,
      lossRateBp: 80,
      singleBetMin: '10',
    });
    await act(a, processRealtimeSalaryContractEndpoint.path, {
      action: 'accept',
      contractId: realtime.body.value.contract.id,
    });
    const tooHigh = await act(a, processRealtimeSalaryContractEndpoint.path, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { profitRateBp: 40, lossRateBp: 10, singleBetMin: '10' },
    });
    expect(tooHigh.body.value).toMatchObject({ key: 'contract_rate_above_own', params: { max: 30 } });
    const fits = await act(a, processRealtimeSalaryContractEndpoint.path, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { profitRateBp: 30, lossRateBp: 80, singleBetMin: '5' },
    });
    expect(fits.body.value.contract).toMatchObject({
      status: 'pending',
      terms: { singleBetMin: '5.00' },
      actions: ['cancel'],
    });

    const tier = { minPeriodLoss: '0', minActiveMembers: 0, minValidBet: '0', rateBp: 500 };
    const dividend = await operatorOffer(a.username, 'dividend', { period: 'weekly', tiers: [tier] });
    await act(a, processDividendContractEndpoint.path, {
      action: 'accept',
      contractId: dividend.body.value.contract.id,
    });
    const monthly = await act(a, processDividendContractEndpoint.path, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { period: 'monthly', tiers: [{ ...tier, rateBp: 100 }] },
    });
    expect(monthly.body.value).toMatchObject({
      key: 'contract_period_mismatch',
      params: { period: 'weekly' },
    });
  });

  it('lets the downline accept or reject, tells the upline, and shows offers in the consolidated info', async () => {
    const { a } = await topAgent([200]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    // Each party is told in its own language: a chose English, b has no choice stored (Bengali).
    await setLanguage(a, 'en');
    const offer = await dailyAct(a, { action: 'offer', downlineUsername: b.username, terms: daily(150) });
    const id = offer.body.value.contract.id;

    const info = await call<ConsolidatedContract>(app, 'GET', getConsolidatedContractEndpoint.path, {
      token: b.token,
    });
    expect(info.body.value).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    expect(info.body.value.list[0]).toMatchObject({ id, role: 'downline', actions: ['accept', 'reject'] });
    // The upline cannot accept its own offer; another type's path does not know the contract.
    expect((await dailyAct(a, { action: 'accept', contractId: id })).status).toBe(409);
    expect(
      (await act(b, processHourlySalaryContractEndpoint.path, { action: 'accept', contractId: id })).status,
    ).toBe(404);

    const rejected = await dailyAct(b, { action: 'reject', contractId: id });
    expect(rejected.body.value.contract.status).toBe('rejected');
    expect((await dailyAct(b, { action: 'accept', contractId: id })).status).toBe(409);
    expect(await titlesOf(a)).toContain(`${b.username} rejected your daily salary contract`);
    expect(await titlesOf(b)).toEqual(['নতুন দৈনিক বেতন চুক্তির প্রস্তাব']);
    const offerText = await db
      .selectFrom('platform_message')
      .select('content')
      .where('member_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(offerText.content).toBe(
      `${a.username} আপনাকে একটি দৈনিক বেতন চুক্তির প্রস্তাব দিয়েছে। গ্রহণ বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।`,
    );
    await setLanguage(b, 'en');
    await dailyAct(a, { action: 'offer', downlineUsername: b.username, terms: daily(120) });
    expect(await titlesOf(b)).toContain('New daily salary contract offer');

    await agree(a, b, [150]);
    const after = await call<ConsolidatedContract>(app, 'GET', getConsolidatedContractEndpoint.path, {
      token: b.token,
    });
    expect(after.body.value.list).toEqual([]);
  });

  it('keeps one active contract per type: accepting a new one replaces the old', async () => {
    const { a } = await topAgent([200]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const first = await agree(a, b, [100]);
    const second = await agree(a, b, [150]);
    expect(await statusOf(first)).toBe('replaced');
    expect(await statusOf(second)).toBe('active');
    // A new offer replaces a pending one.
    const third = await dailyAct(a, { action: 'offer', downlineUsername: b.username, terms: daily(120) });
    const fourth = await dailyAct(a, { action: 'offer', downlineUsername: b.username, terms: daily(130) });
    expect(await statusOf(third.body.value.contract.id)).toBe('cancelled');
    expect(await statusOf(fourth.body.value.contract.id)).toBe('pending');
    const cancelled = await dailyAct(a, { action: 'cancel', contractId: fourth.body.value.contract.id });
    expect(cancelled.body.value.contract.status).toBe('cancelled');
    const mine = await call<ContractPage>(
      app,
      'GET',
      `${getContractsEndpoint.path}?role=downline&status=active`,
      {
        token: b.token,
      },
    );
    expect(mine.body.value.list.map((contract) => contract.id)).toEqual([second]);
  });

  it('ends a contract when one side asks and the other confirms, either way round, or keeps it when declined', async () => {
    const { a } = await topAgent([200]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const id = await agree(a, b, [100]);

    const asked = await dailyAct(a, { action: 'requestTermination', contractId: id });
    expect(asked.body.value.contract).toMatchObject({
      terminationRequestedBy: 'upline',
      actions: ['declineTermination'],
    });
    // The requester cannot confirm its own request.
    expect((await dailyAct(a, { action: 'confirmTermination', contractId: id })).status).toBe(409);
    const waiting = await call<ConsolidatedContract>(app, 'GET', getConsolidatedContractEndpoint.path, {
      token: b.token,
    });
    expect(waiting.body.value.list[0]).toMatchObject({
      id,
      actions: ['confirmTermination', 'declineTermination'],
    });
    const declined = await dailyAct(b, { action: 'declineTermination', contractId: id });
    expect(declined.body.value.contract).toMatchObject({ status: 'active', terminationRequestedBy: null });

    await dailyAct(b, { action: 'requestTermination', contractId: id });
    const upline = await call<ConsolidatedContract>(app, 'GET', getConsolidatedContractEndpoint.path, {
      token: a.token,
    });
    expect(upline.body.value.list.map((contract) => contract.id)).toContain(id);
    const ended = await dailyAct(a, { action: 'confirmTermination', contractId: id });
    expect(ended.body.value.contract).toMatchObject({ status: 'terminated' });
    expect((await dailyAct(b, { action: 'requestTermination', contractId: id })).status).toBe(409);
  });

  it('asks for confirmation before a lower upline rate ends downline contracts, then ends them down the tree', async () => {
    const { a, contractId: aOld } = await topAgent([300]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const c = await createPlayer(app, db, { type: 41, uplineId: b.id });
    const low = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const bContract = await agree(a, b, [250]);
    const cContract = await agree(b, c, [100]);
    const lowContract = await agree(a, low, [50]);
    const pendingToLow = await dailyAct(a, {
      action: 'offer',
      downlineUsername: low.username,
      terms: daily(150),
    });

    const lower = await operatorOffer(a.username, 'daily_salary', daily(120));
    const newId = lower.body.value.contract.id;
    const first = await dailyAct(a, { action: 'accept', contractId: newId });
    expect(first.body.value.confirmationRequired).toBe(true);
    expect(first.body.value.contract.status).toBe('pending');
    expect(first.body.value.wouldTerminate.map((contract) => contract.id).sort()).toEqual(
      [bContract, cContract, pendingToLow.body.value.contract.id].sort(),
    );
    // Nothing changed yet.
    expect(await statusOf(bContract)).toBe('active');
    expect(await statusOf(aOld)).toBe('active');

    const confirmed = await dailyAct(a, { action: 'accept', contractId: newId, confirm: true });
    expect(confirmed.body.value).toMatchObject({
      confirmationRequired: false,
      contract: { status: 'active' },
    });
    expect(await statusOf(aOld)).toBe('replaced');
    expect(await statusOf(bContract)).toBe('terminated');
    expect(await statusOf(cContract)).toBe('terminated');
    expect(await statusOf(pendingToLow.body.value.contract.id)).toBe('cancelled');
    expect(await statusOf(lowContract)).toBe('active');
    expect(await titlesOf(c)).toContain('আপনার দৈনিক বেতন চুক্তি শেষ হয়েছে');
  });

  it('asks for confirmation before ending a contract whose downline gave contracts of the type', async () => {
    const { a } = await topAgent([300]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const c = await createPlayer(app, db, { type: 41, uplineId: b.id });
    const bContract = await agree(a, b, [200]);
    const cContract = await agree(b, c, [100]);
    await dailyAct(b, { action: 'requestTermination', contractId: bContract });
    const first = await dailyAct(a, { action: 'confirmTermination', contractId: bContract });
    expect(first.body.value).toMatchObject({ confirmationRequired: true, contract: { status: 'active' } });
    expect(first.body.value.wouldTerminate.map((contract) => contract.id)).toEqual([cContract]);
    await dailyAct(a, { action: 'confirmTermination', contractId: bContract, confirm: true });
    expect(await statusOf(bContract)).toBe('terminated');
    expect(await statusOf(cContract)).toBe('terminated');
  });

  it('refuses bad terms with a 400 and an unknown contract with a 404', async () => {
    const { a } = await topAgent([300]);
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const negative = await dailyAct(a, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { tiers: [{ minValidBet: '-1', minActiveMembers: 0, rateBp: 10 }] },
    });
    expect(negative.status).toBe(400);
    const fraction = await dailyAct(a, {
      action: 'offer',
      downlineUsername: b.username,
      terms: { tiers: [{ minValidBet: '1', minActiveMembers: 0, rateBp: 1.5 }] },
    });
    expect(fraction.status).toBe(400);
    expect((await dailyAct(a, { action: 'accept', contractId: '999999999' })).status).toBe(404);
    expect((await dailyAct(a, { action: 'explode', contractId: '1' })).status).toBe(400);
  });
});
