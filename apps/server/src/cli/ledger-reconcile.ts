// Recomputes every balance from the journal and checks the whole ledger and the cashier's orders.
// Opens the database directly: with PGlite, stop the server first (or use `npm run cashier -- reconcile`).
// Exit code 1 when anything disagrees.
import { loadConfig } from '../config.js';
import { databaseTargetFrom, openDatabase } from '../db/database.js';
import { reconcile } from '../modules/ops/operator/reconciliation.service.js';

const config = loadConfig();
const db = await openDatabase(databaseTargetFrom(config));
try {
  const report = await reconcile(db);
  console.log(JSON.stringify(report, null, 2));
  console.log(
    report.ok
      ? 'Ledger reconciled: sums to zero, every balance matches its journal.'
      : 'LEDGER PROBLEMS FOUND',
  );
  if (!report.ok) process.exitCode = 1;
} finally {
  await db.destroy();
}
