// The first owner of a fresh install: `npm run ops:create-owner -- [username]` (default "owner").
// Prints the password once; the authenticator (TOTP) is enrolled at the first sign-in on /ops/login.
// Opens the database directly: with PGlite, stop the server first. Refuses when an owner exists.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { databaseTargetFrom, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hasActiveOwner, createStaffAccount } from '../modules/ops/staff/staff.service.js';

const username = process.argv[2] ?? 'owner';
if (!/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(username)) {
  console.error('A username is 4 to 32 letters, digits or _, starting with a letter.');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(databaseTargetFrom(config));
try {
  await migrateToLatest(db);
  if (await hasActiveOwner(db)) {
    console.error('An active owner exists already: owners invite further staff from the console.');
    process.exitCode = 1;
  } else {
    const password = randomBytes(15).toString('base64url');
    await createStaffAccount(db, config, { username, password, roleCode: 'owner' });
    console.log(
      [
        '',
        `  Owner account created: ${username}`,
        `  Password (shown once, write it down): ${password}`,
        `  Sign in at ${config.PUBLIC_BASE_URL}/ops/login; the first sign-in`,
        '  enrols an authenticator app (TOTP) and shows ten recovery codes once.',
        '',
      ].join('\n'),
    );
  }
} finally {
  await db.destroy();
}
