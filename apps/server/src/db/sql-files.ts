import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from './database.js';

/** The database functions kept as files (db/sql/<name>.sql), applied by migrateToLatest. */
export const SQL_DIR = new URL('./sql/', import.meta.url);

export interface SqlFile {
  /** The file name without .sql, e.g. 'deposit_settle'. */
  name: string;
  text: string;
  checksum: string;
}

export const checksumOf = (text: string): string => createHash('sha256').update(text).digest('hex');

export function readSqlFiles(dir: URL = SQL_DIR): SqlFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(new URL(file, dir), 'utf8');
      return { name: file.slice(0, -'.sql'.length), text, checksum: checksumOf(text) };
    });
}

/**
 * Splits a file into its statements at the semicolons outside quotes, comments and dollar-quoted
 * bodies: PGlite runs one statement per query.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const skipTo = (end: string) => {
    const at = text.indexOf(end, i);
    i = at === -1 ? text.length : at + end.length;
  };
  while (i < text.length) {
    const rest = text.slice(i, i + 2);
    const dollar = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64));
    if (rest === '--') skipTo('\n');
    else if (rest === '/*') skipTo('*/');
    else if (text[i] === "'") {
      i++;
      skipTo("'");
    } else if (text[i] === '"') {
      i++;
      skipTo('"');
    } else if (dollar) {
      i += dollar[0].length;
      skipTo(dollar[0]);
    } else if (text[i] === ';') {
      statements.push(text.slice(start, i));
      start = ++i;
    } else i++;
  }
  statements.push(text.slice(start));
  return statements.filter((statement) => hasCode(statement)).map((statement) => statement.trim());
}

const hasCode = (statement: string) =>
  statement
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim() !== '';

/** Held while applying, so server copies starting at once apply each change once, one after the other. */
const LOCK_KEY = 'sql_file';

/**
 * Applies every file whose checksum differs from the one recorded in `sql_file` (new files too), in
 * name order, and records the new checksums, all in one transaction under an advisory lock. Answers
 * the names applied. Files replace what migrations created (CREATE OR REPLACE, or DROP and CREATE
 * where a signature changes), so they run after the migrations.
 */
export async function applySqlFiles(db: Db, files: readonly SqlFile[] = readSqlFiles()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${LOCK_KEY}))`.execute(trx);
    const recorded = await trx.selectFrom('sql_file').select(['name', 'checksum']).execute();
    const known = new Map(recorded.map((row) => [row.name, row.checksum]));
    const changed = files.filter((file) => known.get(file.name) !== file.checksum);
    for (const file of changed) {
      for (const statement of splitStatements(file.text)) {
        try {
          await sql.raw(statement).execute(trx);
        } catch (error) {
          throw new Error(`db/sql/${file.name}.sql: ${(error as Error).message}`, { cause: error });
        }
      }
      await trx
        .insertInto('sql_file')
        .values({ name: file.name, checksum: file.checksum, applied_at: new Date() })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ checksum: file.checksum, applied_at: new Date() }),
        )
        .execute();
    }
    return changed.map((file) => file.name);
  });
}
