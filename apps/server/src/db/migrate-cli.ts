import { loadConfig } from '../config.js';
import { databaseTargetFrom, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDatabase } from '../seed/index.js';

const config = loadConfig();
const db = await openDatabase(databaseTargetFrom(config));
try {
  const applied = await migrateToLatest(db);
  await seedDatabase(db, {
    demoAccounts: config.SEED_DEMO_ACCOUNTS,
    houseProviderSecret: config.HOUSE_PROVIDER_SECRET,
    lotteryProviderSecret: config.LOTTERY_PROVIDER_SECRET,
    totpEncryptionKey: config.TOTP_ENCRYPTION_KEY,
  });
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Schema already up to date.');
} finally {
  await db.destroy();
}
