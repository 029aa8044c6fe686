import { buildApp } from './app.js';
import { adoptServedPort, configurationWarnings, loadConfig } from './config.js';
import { databaseTargetFrom, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './seed/index.js';
import { hasWebBuild } from './lib/spa.js';
import { printStartupBanner } from './startup-banner.js';

const config = loadConfig();
const target = databaseTargetFrom(config);
const db = await openDatabase(target);
await migrateToLatest(db);
await seedDatabase(db, {
  demoAccounts: config.SEED_DEMO_ACCOUNTS,
  houseProviderSecret: config.HOUSE_PROVIDER_SECRET,
  lotteryProviderSecret: config.LOTTERY_PROVIDER_SECRET,
  totpEncryptionKey: config.TOTP_ENCRYPTION_KEY,
});

const app = await buildApp({ config, db });
if (!hasWebBuild(config.WEB_DIST)) {
  app.log.warn(`No web build at ${config.WEB_DIST}: serving the API only (run "npm run build").`);
}
for (const warning of configurationWarnings()) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const force = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(signal));
}

const address = await app.listen({ host: config.HOST, port: config.PORT });
adoptServedPort(config, Number(new URL(address).port));
printStartupBanner({
  address,
  publicUrl: config.PUBLIC_BASE_URL,
  docs: config.DOCS_ENABLED,
  database: target.kind,
  demoAccounts: config.SEED_DEMO_ACCOUNTS,
});
