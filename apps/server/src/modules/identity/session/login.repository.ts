import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { LoginAuditTable, LoginChallengeTable } from '../../../db/schema.js';

export async function insertLoginAudit(db: Db, values: Insertable<LoginAuditTable>): Promise<void> {
  await db.insertInto('login_audit').values(values).execute();
}

export async function upsertLoginIp(db: Db, memberId: string, ip: string, now: Date): Promise<void> {
  await db
    .insertInto('login_ip')
    .values({ member_id: memberId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Whether the member ever logged in successfully from anywhere, and from this IP. */
export async function findLoginIpHistory(
  db: Db,
  memberId: string,
  ip: string,
): Promise<{ any: boolean; known: boolean }> {
  const row = await db
    .selectFrom('login_ip')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<boolean>`coalesce(bool_or(ip = ${ip}), false)`.as('known'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { any: row.total > 0, known: row.known };
}

export async function insertChallenge(db: Db, values: Insertable<LoginChallengeTable>): Promise<void> {
  await db.insertInto('login_challenge').values(values).execute();
}

export function findOpenChallenge(db: Db, challengeHash: string, now: Date) {
  return db
    .selectFrom('login_challenge')
    .select(['id', 'member_id', 'ip', 'portal', 'methods'])
    .where('challenge_hash', '=', challengeHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
