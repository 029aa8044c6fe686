import { sql } from 'kysely';
import { hashPassword } from '../lib/password-hash.js';
import type { Db } from '../db/database.js';
import { demoAccounts } from './demo-accounts.js';
import { defaultAccountPolicy } from './system-defaults.js';

/** Creates the missing demo accounts (passwords are hashed only for those). Never run in production. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('member')
    .select(sql<string>`lower(username)`.as('name'))
    .where(
      sql<string>`lower(username)`,
      'in',
      demoAccounts.map((account) => account.username.toLowerCase()),
    )
    .execute();
  const present = new Set(existing.map((row) => row.name));
  for (const account of demoAccounts.filter((a) => !present.has(a.username.toLowerCase()))) {
    await db
      .insertInto('member')
      .values({
        username: account.username,
        type: account.type,
        password_hash: await hashPassword(account.password),
        password_is_default: account.password === defaultAccountPolicy.defaultPassword,
        password_changed_at: new Date(),
        referral_code: account.referralCode,
        mobile: account.mobile,
        email: account.email,
        payee_name: account.payeeName,
        nickname: account.username,
        register_method: 'SEED',
        staff_permissions: account.staffPermissions ? [...account.staffPermissions] : null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
