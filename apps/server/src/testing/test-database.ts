import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../seed/index.js';

export interface TestDatabase {
  db: Db;
  /** Another connection to the same database (a second server copy); PGlite has one: `db` itself. */
  connect(): Promise<Db>;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed the 10,000-game demo catalog (about 2 s on PGlite); integration tests opt in, e2e gets it. */
  demoGames?: boolean;
  /** false: an empty database, neither migrated nor seeded (migration tests). */
  migrate?: boolean;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  create(options?: TestDatabaseOptions): Promise<TestDatabase>;
}

async function prepare(db: Db, options: TestDatabaseOptions = {}): Promise<void> {
  if (options.migrate === false) return;
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: true, demoGames: options.demoGames ?? false });
}

const pglite: TestDatabaseKind = {
  name: 'pglite',
  async create(options) {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    await prepare(db, options);
    return { db, connect: () => Promise.resolve(db), close: () => db.destroy() };
  },
};

/** A fresh database on the server of `adminUrl`, dropped on close, so test files never share state. */
function postgres(adminUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async create(options) {
      const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ kind: 'postgres', url: url.toString() });
      await prepare(db, options);
      const others: Db[] = [];
      return {
        db,
        async connect() {
          const other = await openDatabase({ kind: 'postgres', url: url.toString() });
          others.push(other);
          return other;
        },
        async close() {
          await Promise.all([db, ...others].map((each) => each.destroy()));
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            // pg's pool.end() resolves before its clients' goodbyes reach the server; dropping with
            // FORCE while they are in flight kills them with an error nobody listens to.
            for (let attempt = 0; attempt < 50; attempt++) {
              const { rows } = await dropper.query<{ n: string }>(
                'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
                [name],
              );
              if (rows[0]?.n === '0') break;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** The single database an end-to-end run uses: PostgreSQL when configured, else PGlite. */
export function primaryTestDatabaseKind(): TestDatabaseKind {
  const url = process.env.TEST_DATABASE_URL;
  const kind = url ? postgres(url) : pglite;
  return { name: kind.name, create: (options) => kind.create({ demoGames: true, ...options }) };
}
