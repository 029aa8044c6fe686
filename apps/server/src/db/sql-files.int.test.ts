import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/test-database.js';
import type { Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { applySqlFiles, checksumOf, readSqlFiles, type SqlFile } from './sql-files.js';

/** The settings that keep the money functions' plans generic and index-only (bench/wallet). */
const PLAN_SETTINGS = [
  'plan_cache_mode=force_generic_plan',
  'enable_seqscan=off',
  'enable_bitmapscan=off',
  'enable_hashjoin=off',
  'enable_mergejoin=off',
];

async function functionsNamed(db: Db, name: string) {
  const result = await sql<{ args: string; config: string[] | null; source: string }>`
    select pg_get_function_identity_arguments(oid) as args, proconfig as config, prosrc as source
    from pg_proc where proname = ${name}`.execute(db);
  return result.rows;
}

const recorded = async (db: Db) =>
  Object.fromEntries(
    (await db.selectFrom('sql_file').select(['name', 'checksum']).execute()).map((row) => [
      row.name,
      row.checksum,
    ]),
  );

describe.each(testDatabaseKinds())('db/sql files ($name)', (kind) => {
  const files = readSqlFiles();

  it('are applied once on a fresh database, by two migrators starting at once', async () => {
    const database = await kind.create({ migrate: false });
    try {
      const second = await database.connect();
      const [first, other] = await Promise.all([migrateToLatest(database.db), migrateToLatest(second)]);
      const applied = [...first, ...other];
      expect(applied.filter((name) => name.startsWith('sql/')).sort()).toEqual(
        files.map((file) => `sql/${file.name}`).sort(),
      );
      for (const name of Object.keys(migrations)) expect(applied.filter((n) => n === name)).toHaveLength(1);
      expect(await recorded(database.db)).toEqual(
        Object.fromEntries(files.map((file) => [file.name, file.checksum])),
      );

      // One function each (the old positional signatures are gone), with its plan settings.
      for (const name of ['deposit_settle', 'ledger_post', 'ledger_journal_check_balanced']) {
        const [fn, ...more] = await functionsNamed(database.db, name);
        expect(more, name).toEqual([]);
        expect(fn?.config, name).toEqual(PLAN_SETTINGS);
      }
      expect((await functionsNamed(database.db, 'deposit_settle'))[0]?.args).toMatch(
        /^deposit_id bigint, event text, reviewed_by text, reason text/,
      );

      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(await migrateToLatest(second)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('are applied again when their checksum changes, and only then', async () => {
    const database = await kind.create();
    const { db } = database;
    try {
      expect(await applySqlFiles(db)).toEqual([]);
      const marker = `revision ${Date.now()}`;
      const changed: SqlFile[] = files.map((file) => {
        if (file.name !== 'deposit_settle') return file;
        const text = file.text.replace(
          '#variable_conflict use_column\n',
          `#variable_conflict use_column\n-- ${marker}\n`,
        );
        return { ...file, text, checksum: checksumOf(text) };
      });
      expect(await applySqlFiles(db, changed)).toEqual(['deposit_settle']);
      const [fn, ...more] = await functionsNamed(db, 'deposit_settle');
      expect(more).toEqual([]);
      expect(fn?.source).toContain(marker);
      expect(fn?.config).toEqual(PLAN_SETTINGS);
      expect(await applySqlFiles(db, changed)).toEqual([]);

      // Back to the files as shipped: applied again, the marker gone, and the function still works.
      expect(await applySqlFiles(db)).toEqual(['deposit_settle']);
      expect((await functionsNamed(db, 'deposit_settle'))[0]?.source).not.toContain(marker);
      const answer = await sql<{ outcome: string }>`
        select outcome from deposit_settle(deposit_id => 0, event => 'approve', reviewed_by => 'test')`.execute(
        db,
      );
      expect(answer.rows).toEqual([{ outcome: 'not_found' }]);
    } finally {
      await database.close();
    }
  });
});
