import { sql, type Kysely } from 'kysely';

/**
 * - contract_payout.levels: how the level difference made up the payout, one entry per pair of rates
 *   (own rate, downline agent's rate; 0 for direct members): the volume at that pair and the rate
 *   difference paid on it. Null on rows settled before this migration.
 * - an index on the device key's persistent part of successful logins, for the shared-device risk hint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contract_payout add column levels jsonb`.execute(db);
  await sql`create index login_audit_device_key on login_audit (split_part(device_id, '.', 1), member_id)
    where success and device_id is not null`.execute(db);
}
