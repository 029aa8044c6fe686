import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../testing/accounts.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { expectReconciled, fund } from '../../../testing/wallet.js';
import { getMemberBalances, postJournal } from './ledger.service.js';

describe.each(testDatabaseKinds())('the ledger ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  const message = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'no error';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('gives every member a spendable and a hold account, and moves balances with postings only', async () => {
    const member = await insertAccount(database.db);
    expect(await getMemberBalances(database.db, member.id)).toEqual({ main: 0n, hold: 0n });
    await fund(database.db, member.id, '12.34');
    expect(await getMemberBalances(database.db, member.id)).toEqual({ main: 1234n, hold: 0n });
    const direct = database.db
      .updateTable('ledger_account')
      .set({ created_at: new Date() })
      .where('member_id', '=', member.id);
    expect(await message(direct.execute())).toBe('no error');
    expect(
      await message(
        sql`update ledger_account set balance = balance + 100 where member_id = ${member.id}`.execute(
          database.db,
        ),
      ),
    ).toMatch(/balances change only through postings/);
    await expectReconciled(database.db);
  });

  it('refuses unbalanced journals in code and in the database', async () => {
    const member = await insertAccount(database.db);
    const unbalanced = database.db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey: 'test:unbalanced',
        reference: 'X',
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount: 100n },
          { account: { house: 'house:adjustments' }, amount: -99n },
        ],
      }),
    );
    expect(await message(unbalanced)).toMatch(/unbalanced journal/);

    const raw = database.db.transaction().execute(async (trx) => {
      const journal = await trx
        .insertInto('ledger_journal')
        .values({ type: 'adjustment', event_key: 'test:raw', reference: 'X' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await trx
        .selectFrom('ledger_account')
        .select('id')
        .where('member_id', '=', member.id)
        .where('kind', '=', 'main')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_posting')
        .values({ journal_id: journal.id, account_id: account.id, amount: '500' })
        .execute();
    });
    expect(await message(raw)).toMatch(/unbalanced/);
    expect(await getMemberBalances(database.db, member.id)).toEqual({ main: 0n, hold: 0n });
  });

  it('refuses an overdraft, a second journal for one event, and any change to history', async () => {
    const member = await insertAccount(database.db);
    await fund(database.db, member.id, '1.00');
    const overdraft = database.db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey: 'test:overdraft',
        reference: 'X',
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount: -101n },
          { account: { house: 'house:adjustments' }, amount: 101n },
        ],
      }),
    );
    expect(await message(overdraft)).toBe('Insufficient balance');

    const once = (trx: typeof database.db) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey: `test:once:${member.id}`,
        reference: 'X',
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount: 1n },
          { account: { house: 'house:adjustments' }, amount: -1n },
        ],
      });
    await database.db.transaction().execute(once);
    expect(await message(database.db.transaction().execute(once))).toMatch(/unique|duplicate/i);

    expect(await message(sql`update ledger_posting set amount = amount * 2`.execute(database.db))).toMatch(
      /append-only/,
    );
    expect(await message(sql`delete from ledger_journal`.execute(database.db))).toMatch(/append-only/);
    expect(await message(sql`truncate ledger_posting cascade`.execute(database.db))).toMatch(/append-only/);
    expect(await getMemberBalances(database.db, member.id)).toEqual({ main: 101n, hold: 0n });
    await expectReconciled(database.db);
  });
});
