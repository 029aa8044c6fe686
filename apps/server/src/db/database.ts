import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; preparedStatements?: boolean }
  | { kind: 'pglite'; dataDir: string | null };

/** What a notification listener needs to hear NOTIFY: its own connection (PostgreSQL) or the instance (PGlite). */
export type ListenSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
const listenSources = new WeakMap<Db, ListenSource>();

export function listenSourceOf(db: Db): ListenSource {
  const source = listenSources.get(db);
  if (!source) throw new Error('database was not opened by openDatabase');
  return source;
}

// bigint columns come back as strings from both drivers; money code converts them with BigInt().
const keepText = (value: string): string => value;
pg.types.setTypeParser(pg.types.builtins.INT8, keepText);

/** Opens Kysely over PostgreSQL (DATABASE_URL) or embedded PGlite (a folder, or memory when null). */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // The pool drops an idle connection the server closed (restart, failover, a test dropping its
    // database); without a listener that 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`database: idle connection closed (${error.message})`));
    const prepared = target.preparedStatements ?? true;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: prepared ? withPreparedStatements(pool) : pool }),
    });
    listenSources.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir ?? undefined, {
    parsers: { [pgliteTypes.INT8]: keepText },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  listenSources.set(db, { kind: 'pglite', pglite });
  return db;
}

export function databaseTargetFrom(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  DATABASE_PREPARED_STATEMENTS?: boolean;
  PGLITE_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      }
    : { kind: 'pglite', dataDir: config.PGLITE_DIR };
}
