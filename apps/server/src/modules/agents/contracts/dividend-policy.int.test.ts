import type { DividendTerms } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { ensureFixtureGame, insertActiveContract, insertRound } from '../../../testing/contract-fixtures.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, minor, type Player } from '../../../testing/wallet.js';
import { defaultAgentPolicy, saveAgentPolicy } from './agent-policy.js';
import { listSettleable } from './contracts.repository.js';
import { dividendPeriod } from './settlement.jobs.js';
import { settlePeriod } from './settlement.service.js';

const DHAKA = 'Asia/Dhaka';
const daily = (rateBp: number): DividendTerms => ({
  period: 'daily',
  tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 0, minValidBet: '0.00', rateBp }],
});

describe.each(testDatabaseKinds())("the operator's dividend policy ($name)", (kind) => {
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

  const round = (member: Player, stake: string, win: string, settledAt: string) =>
    insertRound(db, {
      memberId: member.id,
      stake: minor(stake),
      win: minor(win),
      settledAt: new Date(settledAt),
      nodeId,
    });

  const contract = (downline: Player, upline: Player | null, rateBp: number) =>
    insertActiveContract(db, {
      type: 'dividend',
      uplineId: upline?.id ?? null,
      downlineId: downline.id,
      terms: daily(rateBp),
      acceptedAt,
    });

  async function settleDay(contractId: string, day: string) {
    const settleable = (await listSettleable(db, 'dividend', acceptedAt)).find(
      (row) => row.id === contractId,
    );
    if (!settleable) throw new Error(`contract ${contractId} not settleable`);
    const period = dividendPeriod(daily(1), day, DHAKA);
    return db.transaction().execute((trx) => settlePeriod(trx, settleable, period));
  }

  it('carries a net-winning period into the next one only when the policy says so', async () => {
    const settleBoth = async () => {
      const agent = await createPlayer(app, db, { type: 1 });
      const member = await createPlayer(app, db, { uplineId: agent.id });
      const id = await contract(agent, null, 1000);
      await round(member, '100.00', '500.00', '2026-11-20T06:00:00Z');
      await round(member, '1000.00', '0.00', '2026-11-21T06:00:00Z');
      return [await settleDay(id, '2026-11-20'), await settleDay(id, '2026-11-21')];
    };

    await saveAgentPolicy(db, { ...defaultAgentPolicy, carryNegativePeriods: false });
    const [, plain] = await settleBoth();
    expect(plain).toMatchObject({ amount: '10000', net_loss: '100000' });

    await saveAgentPolicy(db, { ...defaultAgentPolicy, carryNegativePeriods: true });
    const [first, carried] = await settleBoth();
    expect(first).toMatchObject({ amount: '0', net_loss: '-40000' });
    // 1000.00 lost less the 400.00 carried in: 600.00 x 10 %.
    expect(carried).toMatchObject({ amount: '6000', net_loss: '60000' });
  });

  it("pays a sub-agent's dividend in a period its upline's team net-won only when the upline funds it", async () => {
    const settleSub = async () => {
      const top = await createPlayer(app, db, { type: 1 });
      const sub = await createPlayer(app, db, { type: 2, uplineId: top.id });
      const winner = await createPlayer(app, db, { uplineId: top.id });
      const loser = await createPlayer(app, db, { uplineId: sub.id });
      await contract(top, null, 1000);
      const subId = await contract(sub, top, 400);
      await round(winner, '100.00', '2100.00', '2026-11-22T06:00:00Z');
      await round(loser, '500.00', '0.00', '2026-11-22T07:00:00Z');
      return settleDay(subId, '2026-11-22');
    };

    await saveAgentPolicy(db, { ...defaultAgentPolicy, uplineFundsSubDividends: true });
    expect(await settleSub()).toMatchObject({ amount: '2000', net_loss: '50000' });

    await saveAgentPolicy(db, { ...defaultAgentPolicy, uplineFundsSubDividends: false });
    expect(await settleSub()).toMatchObject({ amount: '0', net_loss: '50000' });
  });
});
