import { houseProviderMigrations } from '@app/house-provider';
import { sportsbookMigrations } from '@app/sportsbook-provider';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';
import { applySqlFiles } from './sql-files.js';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
const houseProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(houseProviderMigrations),
};
const sportsbook: MigrationProvider = { getMigrations: () => Promise.resolve(sportsbookMigrations) };

/**
 * Brings the schema to the latest migration, then applies the db/sql files that changed (answers the
 * names of both). Kysely's lock and the files' advisory lock make concurrent runs safe.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const applied = [
    ...(await run(new Migrator({ db, provider }))),
    // The house game provider (its own package) keeps its own history, as its migrate() does: its
    // migrations are ordered among themselves, never among the platform's.
    ...(await run(
      new Migrator({
        db,
        provider: houseProvider,
        migrationTableName: 'hp_migration',
        migrationLockTableName: 'hp_migration_lock',
      }),
    )),
    // The house sportsbook (its own package, sb_ tables) likewise.
    ...(await run(
      new Migrator({
        db,
        provider: sportsbook,
        migrationTableName: 'sb_migration',
        migrationLockTableName: 'sb_migration_lock',
      }),
    )),
  ];
  return [...applied, ...(await applySqlFiles(db)).map((name) => `sql/${name}`)];
}

async function run(migrator: Migrator): Promise<string[]> {
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
