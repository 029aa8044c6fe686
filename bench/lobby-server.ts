// The real application for bench/lobby.ts, run in its own process so the load generator does not share
// its CPU: migrates and seeds the 10,000-game catalog, adds a bare JSON route beside the real ones and
// listens on PORT. Prints "ready" when it accepts requests.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { databaseTargetFrom, openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
const db = await openDatabase(databaseTargetFrom(config));
await migrateToLatest(db);
await seedDatabase(db, { demoAccounts: false, demoGames: true });
const app = await buildApp({ config, db }, { logger: false });
app.get('/bench/bare', async () => ({ success: true, value: { ok: true }, message: 'success' }));
await app.listen({ host: '127.0.0.1', port: config.PORT });
console.log('ready');

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
