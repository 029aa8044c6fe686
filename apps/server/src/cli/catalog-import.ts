// Operator command: import a vendor's game list into the catalog.
//   npm run catalog:import -- <file.json|file.csv> [--vendor PG] [--replace] [--format json|csv]
// Uses DATABASE_URL (else the PGlite folder) like the server. Nothing is written when a row is bad:
// every problem is printed with its row number.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { databaseTargetFrom, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../lib/envelope.js';
import { importCatalogFile } from '../modules/lobby/catalog/catalog-import-file.js';
import { seedCatalog } from '../modules/lobby/catalog/catalog.service.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    vendor: { type: 'string' },
    replace: { type: 'boolean', default: false },
    format: { type: 'string' },
  },
});
const [file] = positionals;
if (!file || (values.format && !['json', 'csv'].includes(values.format))) {
  console.error(
    'usage: npm run catalog:import -- <file.json|file.csv> [--vendor CODE] [--replace] [--format json|csv]',
  );
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const db = await openDatabase(databaseTargetFrom(config));
try {
  await migrateToLatest(db);
  await seedCatalog(db, { games: false });
  const report = await importCatalogFile(db, path.resolve(process.env.INIT_CWD ?? process.cwd(), file), {
    vendor: values.vendor,
    replace: values.replace,
    format: values.format as 'json' | 'csv' | undefined,
  });
  console.log(
    `Imported ${report.total} games: ${report.inserted} new, ${report.updated} updated${values.replace ? `, ${report.disabled} disabled` : ''}.`,
  );
} catch (error) {
  process.exitCode = 1;
  const errors =
    error instanceof AppError
      ? (error.value as { errors?: { row: number; field: string; message: string }[] })?.errors
      : undefined;
  console.error(error instanceof Error ? error.message : String(error));
  for (const problem of errors ?? [])
    console.error(`  row ${problem.row}, ${problem.field}: ${problem.message}`);
} finally {
  await db.destroy();
}
