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

  it('posts one member against one house account in one call (ledger_post_pair)', async () => {
    const member = await insertAccount(database.db);
    await fund(database.db, member.id, '5.00');
    const pair = (eventKey: string, amount: number, houseKind = 'house:games#0') =>
      sql<{ journal_id: string; balance_after: string }>`
        select * from ledger_post_pair(type => 'game_bet', event_key => ${eventKey}, reference => 'R',
          memo => '{}'::jsonb, member_id => ${member.id}::bigint, member_kind => 'main',
          member_amount => ${amount}::bigint, house_kind => ${houseKind})`.execute(database.db);
    const posted = (await pair(`test:pair:${member.id}:1`, -120)).rows[0]!;
    expect(posted.balance_after).toBe('380');
    const postings = await database.db
      .selectFrom('ledger_posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['a.member_id', 'a.kind', 'p.amount'])
      .where('p.journal_id', '=', posted.journal_id)
      .orderBy('p.amount')
      .execute();
    expect(postings.map((row) => [row.member_id, row.kind, String(row.amount)])).toEqual([
      [member.id, 'main', '-120'],
      [null, 'house:games#0', '120'],
    ]);

    expect(await message(pair(`test:pair:${member.id}:2`, -381))).toBe(
      'new row for relation "ledger_account" violates check constraint "ledger_account_balance_check"',
    );
    expect(await message(pair(`test:pair:${member.id}:3`, 10, 'house:nowhere'))).toMatch(
      /ledger account missing/,
    );
    expect(await getMemberBalances(database.db, member.id)).toEqual({ main: 380n, hold: 0n });
    await expectReconciled(database.db);
  });
});
