import type { ContractTerms, ContractType } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, expectReconciled, minor, type Player } from '../../../testing/wallet.js';
import { ensureFixtureGame, insertActiveContract, insertRound } from '../../../testing/contract-fixtures.js';
import { listSettleable } from './contracts.repository.js';
import { dayPeriod, dividendPeriod, windowOf, REALTIME_WINDOW_MS } from './settlement.jobs.js';
import { settlePeriod, type Period } from './settlement.service.js';

const DHAKA = 'Asia/Dhaka';
const HOUR = 3_600_000;

/**
 * Hand-computed settlements over the tree  operator -> A (type 1) -> m1 (member), B (type 2) -> m2, m3.
 * B's rounds of its own count in A's team (at A's full rate), not in B's.
 */
describe.each(testDatabaseKinds())('contract settlement ($name)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let nodeId: string;
  const acceptedAt = new Date('2026-10-01T00:00:00Z');

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    app = await buildTestApp(db);
    nodeId = await ensureFixtureGame(db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  interface Tree {
    a: Player;
    b: Player;
    m1: Player;
    m2: Player;
    m3: Player;
  }

  async function makeTree(): Promise<Tree> {
    const a = await createPlayer(app, db, { type: 1 });
    const b = await createPlayer(app, db, { type: 2, uplineId: a.id });
    const m1 = await createPlayer(app, db, { uplineId: a.id });
    const m2 = await createPlayer(app, db, { uplineId: b.id });
    const m3 = await createPlayer(app, db, { uplineId: b.id });
    return { a, b, m1, m2, m3 };
  }

  const round = (member: Player, stake: string, win: string, settledAt: string) =>
    insertRound(db, {
      memberId: member.id,
      stake: minor(stake),
      win: minor(win),
      settledAt: new Date(settledAt),
      nodeId,
    });

  async function contracts(
    tree: Tree,
    type: ContractType,
    aTerms: ContractTerms,
    bTerms: ContractTerms | null,
  ) {
    const aId = await insertActiveContract(db, {
      type,
      uplineId: null,
      downlineId: tree.a.id,
      terms: aTerms,
      acceptedAt,
    });
    const bId = bTerms
      ? await insertActiveContract(db, {
          type,
          uplineId: tree.a.id,
          downlineId: tree.b.id,
          terms: bTerms,
          acceptedAt,
        })
      : null;
    return { aId, bId };
  }

  async function settle(contractId: string, type: ContractType, period: Period) {
    const contract = (await listSettleable(db, type, acceptedAt)).find((row) => row.id === contractId);
    if (!contract) throw new Error(`contract ${contractId} not settleable`);
    return db.transaction().execute((trx) => settlePeriod(trx, contract, period));
  }

  const journalCount = async (eventKeyPrefix: string) =>
    (
      await db
        .selectFrom('ledger_journal')
        .select('id')
        .where('event_key', 'like', `${eventKeyPrefix}%`)
        .execute()
    ).length;

  it('pays daily salary by the highest tier reached, with the level difference to the downline agent', async () => {
    const tree = await makeTree();
    const { aId, bId } = await contracts(
      tree,
      'daily_salary',
      {
        tiers: [
          { minValidBet: '0.00', minActiveMembers: 0, rateBp: 100 },
          { minValidBet: '1000.00', minActiveMembers: 2, rateBp: 200 },
        ],
      },
      {
        tiers: [
          { minValidBet: '0.00', minActiveMembers: 0, rateBp: 50 },
          { minValidBet: '500.00', minActiveMembers: 2, rateBp: 150 },
        ],
      },
    );
    // Local day 2026-11-10 in Dhaka is [2026-11-09T18:00Z, 2026-11-10T18:00Z).
    await round(tree.m1, '300.00', '100.00', '2026-11-10T06:00:00Z');
    await round(tree.m2, '400.00', '0.00', '2026-11-10T06:00:00Z');
    await round(tree.m3, '200.00', '500.00', '2026-11-10T06:00:00Z');
    await round(tree.b, '100.00', '0.00', '2026-11-10T06:00:00Z');
    // The next local day: not in this settlement.
    await round(tree.m1, '999.00', '0.00', '2026-11-10T18:00:00Z');

    const day = dayPeriod('2026-11-10', DHAKA);
    expect(day.start.toISOString()).toBe('2026-11-09T18:00:00.000Z');
    const paidA = await settle(aId, 'daily_salary', day);
    const paidB = await settle(bId ?? '', 'daily_salary', day);
    // A: team valid bet 1000.00 with 4 active -> 2 %. m1 300 x 2 % + B's own 100 x 2 % + B's team 600 x (2 % - 1.5 %) = 6 + 2 + 3.
    expect(paidA).toMatchObject({
      amount: '1100',
      rate_bp: 200,
      valid_bet: '100000',
      active_members: 4,
      basis: '100000',
    });
    // The explanation: 400.00 (m1 and B's own) at the full 2 %, B's team 600.00 at 2 % - 1.5 %.
    expect(paidA?.levels).toEqual([
      { ownRateBp: 200, downlineRateBp: 0, paidRateBp: 200, volume: '40000' },
      // B's own rate was taken off its team's volume.
      { ownRateBp: 200, downlineRateBp: 150, paidRateBp: 50, volume: '60000', downlineIds: [tree.b.id] },
    ]);
    // B: its team (m2, m3) 600.00 with 2 active -> 1.5 % = 9.00.
    expect(paidB).toMatchObject({ amount: '900', rate_bp: 150, valid_bet: '60000', active_members: 2 });
    expect(paidB?.levels).toEqual([{ ownRateBp: 150, downlineRateBp: 0, paidRateBp: 150, volume: '60000' }]);
    await expectReconciled(db);
  });

  it('puts a round at 17:59:59 UTC and one at 18:00 UTC on different Dhaka days', async () => {
    const tree = await makeTree();
    const { aId } = await contracts(
      tree,
      'daily_salary',
      { tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp: 100 }] },
      null,
    );
    await round(tree.m1, '100.00', '0.00', '2026-11-12T17:59:59Z');
    await round(tree.m1, '50.00', '0.00', '2026-11-12T18:00:00Z');
    const first = await settle(aId, 'daily_salary', dayPeriod('2026-11-12', DHAKA));
    const second = await settle(aId, 'daily_salary', dayPeriod('2026-11-13', DHAKA));
    expect(first).toMatchObject({ valid_bet: '10000', amount: '100' });
    expect(second).toMatchObject({ valid_bet: '5000', amount: '50' });
  });

  it('pays hourly salary on the hour valid bet of the tier reached, nothing below the first tier', async () => {
    const tree = await makeTree();
    const { aId, bId } = await contracts(
      tree,
      'hourly_salary',
      {
        tiers: [
          { minValidBet: '100.00', rateBp: 80 },
          { minValidBet: '1000.00', rateBp: 120 },
        ],
      },
      { tiers: [{ minValidBet: '100.00', rateBp: 50 }] },
    );
    await round(tree.m1, '33.33', '0.00', '2026-11-14T10:10:00Z');
    await round(tree.m2, '150.00', '0.00', '2026-11-14T10:20:00Z');
    await round(tree.m3, '20.00', '0.00', '2026-11-14T10:59:59Z');
    await round(tree.m3, '10.00', '0.00', '2026-11-14T11:30:00Z');
    const hour: Period = windowOf(new Date('2026-11-14T10:30:00Z'), HOUR);
    // A: 203.33 -> 0.8 %: m1 33.33 x 80 bp + B team 170.00 x (80 - 50) bp = 26.664 + 51.0 -> floor 77 poisha.
    expect(await settle(aId, 'hourly_salary', hour)).toMatchObject({
      amount: '77',
      rate_bp: 80,
      valid_bet: '20333',
    });
    // B: 170.00 x 0.5 % = 85 poisha.
    expect(await settle(bId ?? '', 'hourly_salary', hour)).toMatchObject({ amount: '85', rate_bp: 50 });
    // The next hour: 10.00 is below every tier of B, but A's team also stays below 100.00.
    const next = windowOf(new Date('2026-11-14T11:30:00Z'), HOUR);
    expect(await settle(aId, 'hourly_salary', next)).toMatchObject({
      amount: '0',
      rate_bp: 0,
      journal_id: null,
    });
  });

  it('pays real-time salary per round by profit or loss rate, stake minimum and level difference', async () => {
    const tree = await makeTree();
    const { aId, bId } = await contracts(
      tree,
      'realtime_salary',
      { profitRateBp: 50, lossRateBp: 100, singleBetMin: '10.00' },
      { profitRateBp: 20, lossRateBp: 60, singleBetMin: '50.00' },
    );
    const at = '2026-11-15T08:02:00Z';
    await round(tree.m1, '100.00', '0.00', at); // lost: A 1 %
    await round(tree.m2, '40.00', '0.00', at); // lost, below B's minimum: A 1 %, B nothing
    await round(tree.m3, '200.00', '300.00', at); // won: A 0.5 % - 0.2 %, B 0.2 %
    await round(tree.m2, '5.00', '0.00', at); // below A's minimum too
    await round(tree.m1, '100.00', '0.00', '2026-11-15T08:05:00Z'); // next window
    const window = windowOf(new Date(at), REALTIME_WINDOW_MS);
    expect(window.start.toISOString()).toBe('2026-11-15T08:00:00.000Z');
    // A: 100 x 1 % + 40 x 1 % + 200 x 0.3 % = 1.00 + 0.40 + 0.60.
    const paidA = await settle(aId, 'realtime_salary', window);
    expect(paidA).toMatchObject({ amount: '200', basis: '34000' });
    // Per pair of round rates: the lost rounds at A's full 1 % (m2's below B's minimum), m3's win at 0.5 % - 0.2 %.
    expect(paidA?.levels).toEqual([
      { ownRateBp: 100, downlineRateBp: 0, paidRateBp: 100, volume: '14000' },
      { ownRateBp: 50, downlineRateBp: 20, paidRateBp: 30, volume: '20000', downlineIds: [tree.b.id] },
    ]);
    // B: 200 x 0.2 % = 0.40.
    expect(await settle(bId ?? '', 'realtime_salary', window)).toMatchObject({
      amount: '40',
      basis: '20000',
    });
  });

  it('pays dividends on positive team net loss of the period, by level difference, in the local week', async () => {
    const tree = await makeTree();
    const { aId, bId } = await contracts(
      tree,
      'dividend',
      {
        period: 'weekly',
        tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp: 1000 }],
      },
      {
        period: 'weekly',
        tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp: 400 }],
      },
    );
    // Week of Monday 2026-11-16 in Dhaka: [2026-11-15T18:00Z, 2026-11-22T18:00Z).
    await round(tree.m1, '1000.00', '200.00', '2026-11-15T18:00:00Z');
    await round(tree.m2, '500.00', '0.00', '2026-11-18T12:00:00Z');
    await round(tree.m3, '300.00', '400.00', '2026-11-22T17:59:59Z');
    await round(tree.m1, '800.00', '0.00', '2026-11-15T17:59:59Z'); // previous week
    const week = dividendPeriod(
      {
        period: 'weekly',
        tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp: 1 }],
      },
      '2026-11-19',
      DHAKA,
    );
    expect(week.start.toISOString()).toBe('2026-11-15T18:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-22T18:00:00.000Z');
    // A: m1 loss 800 x 10 % + B team loss 400 x (10 % - 4 %) = 80 + 24 = 104.00.
    expect(await settle(aId, 'dividend', week)).toMatchObject({ amount: '10400', net_loss: '120000' });
    // B: 400 x 4 % = 16.00.
    expect(await settle(bId ?? '', 'dividend', week)).toMatchObject({ amount: '1600', net_loss: '40000' });
    await expectReconciled(db);
  });

  it('pays no dividend when members won overall', async () => {
    const tree = await makeTree();
    const { aId } = await contracts(
      tree,
      'dividend',
      {
        period: 'daily',
        tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp: 1000 }],
      },
      null,
    );
    await round(tree.m1, '100.00', '500.00', '2026-11-20T06:00:00Z');
    const day = dividendPeriod(
      {
        period: 'daily',
        tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp: 1 }],
      },
      '2026-11-20',
      DHAKA,
    );
    expect(await settle(aId, 'dividend', day)).toMatchObject({ amount: '0', net_loss: '-40000', rate_bp: 0 });
  });

  it('settles a period once however often it runs, and exactly once after an interrupted run', async () => {
    const tree = await makeTree();
    const { aId } = await contracts(
      tree,
      'daily_salary',
      { tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rateBp: 100 }] },
      null,
    );
    await round(tree.m1, '500.00', '0.00', '2026-11-21T06:00:00Z');
    const day = dayPeriod('2026-11-21', DHAKA);
    const contract = (await listSettleable(db, 'daily_salary', acceptedAt)).find((row) => row.id === aId);
    if (!contract) throw new Error('missing contract');

    // A crash after the payout was written: the transaction rolls back and nothing stays.
    await expect(
      db.transaction().execute(async (trx) => {
        await settlePeriod(trx, contract, day);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await journalCount(`agent:daily_salary:${aId}:`)).toBe(0);

    expect(await settle(aId, 'daily_salary', day)).toMatchObject({ amount: '500' });
    expect(await settle(aId, 'daily_salary', day)).toBeNull();
    expect(await journalCount(`agent:daily_salary:${aId}:`)).toBe(1);
    const balance = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('member_id', '=', tree.a.id)
      .where('kind', '=', 'main')
      .executeTakeFirstOrThrow();
    expect(balance.balance).toBe('500');
    await expectReconciled(db);
  });

  it('runs the settlement jobs once per period and catches up on windows missed while no server ran', async () => {
    const tree = await makeTree();
    const { aId } = await contracts(
      tree,
      'realtime_salary',
      { profitRateBp: 100, lossRateBp: 100, singleBetMin: '0.00' },
      null,
    );
    await round(tree.m1, '250.00', '0.00', '2026-11-25T09:01:00Z');
    await round(tree.m1, '100.00', '0.00', '2026-11-25T09:17:00Z');
    const first = await app.jobs.runDue(new Date('2026-11-25T09:06:00Z'));
    expect(first.map((run) => run.job)).toContain('agent-realtime-salary');
    // The same period again: nothing new runs.
    expect((await app.jobs.runDue(new Date('2026-11-25T09:07:00Z'))).map((run) => run.job)).not.toContain(
      'agent-realtime-salary',
    );
    // Twenty-five minutes later: the windows 09:05 to 09:25 are settled in one run.
    await app.jobs.runDue(new Date('2026-11-25T09:31:00Z'));
    const payouts = await db
      .selectFrom('contract_payout')
      .select(['period_key', 'amount'])
      .where('contract_id', '=', aId)
      .orderBy('period_start')
      .execute();
    // Windows that pay nothing leave no row; the contract remembers how far it is settled.
    expect(payouts).toEqual([
      { period_key: '2026-11-25T09:00Z', amount: '250' },
      { period_key: '2026-11-25T09:15Z', amount: '100' },
    ]);
    const contract = await db
      .selectFrom('agent_contract')
      .select('settled_through')
      .where('id', '=', aId)
      .executeTakeFirstOrThrow();
    expect(contract.settled_through?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
    // A later run catches up from there, not from the last paying window.
    await round(tree.m1, '50.00', '0.00', '2026-11-25T09:32:00Z');
    await app.jobs.runDue(new Date('2026-11-25T09:36:00Z'));
    const later = await db
      .selectFrom('contract_payout')
      .select(['period_key', 'amount'])
      .where('contract_id', '=', aId)
      .where('period_start', '>=', new Date('2026-11-25T09:20:00Z'))
      .execute();
    expect(later).toEqual([{ period_key: '2026-11-25T09:30Z', amount: '50' }]);
    await expectReconciled(db);
  });
});
