import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../modules/identity/member/member.service.js';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { expectReconciled } from '../testing/wallet.js';
import { seedDatabase } from './index.js';

describe.each(testDatabaseKinds())('demo agent tree seed ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create({ demoGames: true });
  });

  afterAll(async () => {
    await database.close();
  });

  const counts = async () => {
    const { db } = database;
    const count = async (table: 'game_round' | 'agent_contract' | 'contract_payout' | 'ledger_journal') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      rounds: await count('game_round'),
      contracts: await count('agent_contract'),
      payouts: await count('contract_payout'),
      journals: await count('ledger_journal'),
    };
  };

  it('builds a three-level tree with contracts, betting history and settled payouts that reconcile', async () => {
    const { db } = database;
    const agent = await findMemberByUsername(db, 'demo_agent');
    const subPlayer = await findMemberByUsername(db, 'demo_sub_player1');
    if (!agent || !subPlayer) throw new Error('demo tree missing');
    const path = await db
      .selectFrom('member_tree')
      .select('depth')
      .where('ancestor_id', '=', agent.id)
      .where('descendant_id', '=', subPlayer.id)
      .executeTakeFirst();
    expect(path?.depth).toBe(2);
    const seeded = await counts();
    expect(seeded.contracts).toBe(6);
    expect(seeded.rounds).toBeGreaterThan(30);
    const paid = await db
      .selectFrom('contract_payout')
      .select(['contract_type', (eb) => eb.fn.sum<string>('amount').as('amount')])
      .where('agent_id', '=', agent.id)
      .groupBy('contract_type')
      .execute();
    for (const type of ['daily_salary', 'realtime_salary']) {
      expect(BigInt(paid.find((row) => row.contract_type === type)?.amount ?? '0')).toBeGreaterThan(0n);
    }
    await expectReconciled(db);

    await seedDatabase(db, { demoAccounts: true, demoGames: true });
    expect(await counts()).toEqual(seeded);
  });
});
