import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { MemberSessionTable } from '../../../db/schema.js';

export async function insertSession(db: Db, values: Insertable<MemberSessionTable>): Promise<string> {
  const row = await db.insertInto('member_session').values(values).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Finds a live session by token hash and marks it seen, in one statement: not revoked, not past its
 * absolute end, and seen within the idle timeout.
 */
export function touchLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  return db
    .updateTable('member_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .returning(['id', 'member_id', 'first_login', 'portal', 'must_change_password'])
    .executeTakeFirst();
}

export async function liveSessionExists(
  db: Db,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_session')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
