import { sql, type Kysely } from 'kysely';
import { totpEncryptionKeyFrom } from '../../config.js';
import { isSealed } from '../../lib/secret-box.js';
import { sealTotpSecret, type TotpKeyConfig, type TotpSecretTable } from '../../lib/totp-secret.js';

/**
 * Authenticator (TOTP) secrets at rest and single-use staff codes:
 * - staff_account.totp_last_step: the last 30-second step accepted, as member_totp.last_step (a staff
 *   code is accepted once);
 * - every stored secret (member_totp, staff_account, unused staff_ticket enrolments) sealed with
 *   AES-256-GCM under TOTP_ENCRYPTION_KEY, read from the environment the migration runs in (the same
 *   as the server's: main and the migrate command load it from there);
 * - agent_contract.settled_through: the end of the latest period settled, with or without a payout row
 *   (a real-time salary window that pays nothing leaves no row; the jobs catch up from here);
 * - member.agent_frozen_by: the upline agent that froze the account in the agent center (null: staff);
 *   an agent unfreezes only its own freezes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_account add column totp_last_step bigint not null default 0`.execute(db);
  await sql`alter table agent_contract add column settled_through timestamptz`.execute(db);
  await sql`alter table member add column agent_frozen_by bigint references member (id)`.execute(db);
  await sealStoredTotpSecrets(db, { TOTP_ENCRYPTION_KEY: totpEncryptionKeyFrom(process.env) });
}

/** Seals every stored secret still in plain text (idempotent: sealed ones are left alone). */
export async function sealStoredTotpSecrets<T>(db: Kysely<T>, config: TotpKeyConfig): Promise<void> {
  const tables: { table: TotpSecretTable; key: string; column: string }[] = [
    { table: 'member_totp', key: 'member_id', column: 'secret' },
    { table: 'staff_account', key: 'member_id', column: 'totp_secret' },
    { table: 'staff_ticket', key: 'token_hash', column: 'secret' },
  ];
  for (const { table, key, column } of tables) {
    const rows = await sql<{ id: string; member_id: string; secret: string }>`
      select ${sql.ref(key)}::text as id, member_id::text as member_id, ${sql.ref(column)} as secret
      from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(db);
    for (const row of rows.rows) {
      if (isSealed(row.secret)) continue;
      const sealed = sealTotpSecret(config, table, row.member_id, row.secret);
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sealed}
        where ${sql.ref(key)}::text = ${row.id}`.execute(db);
    }
  }
}
