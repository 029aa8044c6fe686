import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

// bigint columns come back as strings from both drivers; money code converts them with BigInt().
const keepText = (value: string): string => value;
pg.types.setTypeParser(pg.types.builtins.INT8, keepText);

/** Opens Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite (a folder, or memory when null). */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // The pool drops an idle connection the server closed (restart, failover, a test dropping its
    // database); without a listener that 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`database: idle connection closed (${error.message})`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir ?? undefined, {
    parsers: { [pgliteTypes.INT8]: keepText },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

export function databaseTargetFrom(config: {
  DATABASE_URL?: string | undefined;
  PGLITE_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.PGLITE_DIR };
}
