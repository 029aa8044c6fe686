import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Sets the mobile only while none is bound: a bound number is never replaced (spec 4). */
export async function bindMobileOnce(db: Db, memberId: string, mobile: string): Promise<boolean> {
  const row = await db
    .updateTable('member')
    .set({ mobile })
    .where('id', '=', memberId)
    .where('mobile', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setVerifiedEmail(db: Db, memberId: string, email: string, now: Date): Promise<void> {
  await db.updateTable('member').set({ email, email_verified_at: now }).where('id', '=', memberId).execute();
}

export function findTotp(db: Db, memberId: string) {
  return db.selectFrom('member_totp').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** A new secret waiting for its first code; replaces an unfinished one, never an enabled one. */
export async function upsertPendingTotp(db: Db, memberId: string, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('member_totp')
    .values({ member_id: memberId, secret })
    .onConflict((conflict) =>
      conflict
        .column('member_id')
        .doUpdateSet({ secret, last_step: '0', created_at: sql`now()` })
        .where('member_totp.enabled_at', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an accepted step, only if later than the last one (a code is used once). */
export async function acceptStep(db: Db, memberId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('member_totp')
    .set({ last_step: String(step) })
    .where('member_id', '=', memberId)
    .where('last_step', '<', String(step))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function enableTotp(db: Db, memberId: string, now: Date, codeHashes: string[]): Promise<void> {
  await db.updateTable('member_totp').set({ enabled_at: now }).where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_totp_recovery').where('member_id', '=', memberId).execute();
  await db
    .insertInto('member_totp_recovery')
    .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash })))
    .execute();
}

export async function deleteTotp(db: Db, memberId: string): Promise<void> {
  await db.deleteFrom('member_totp_recovery').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
}

export async function useRecoveryCode(
  db: Db,
  memberId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('member_totp_recovery')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('member_totp_recovery')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.left;
}

export function listLiveSessions(db: Db, memberId: string, now: Date, idleSince: Date) {
  return db
    .selectFrom('member_session')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Revokes the member's live sessions among `ids`, or all but `keepId` when ids is null; answers how many. */
export async function revokeSessions(
  db: Db,
  memberId: string,
  selection: { ids: string[] } | { allBut: string },
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  query =
    'ids' in selection ? query.where('id', 'in', selection.ids) : query.where('id', '<>', selection.allBut);
  const rows = await query.returning('id').execute();
  return rows.length;
}

export async function pageLoginHistory(db: Db, memberId: string, page: { pageNo: number; pageSize: number }) {
  const base = db.selectFrom('login_audit').where('member_id', '=', memberId);
  const [rows, total] = await Promise.all([
    base
      .select(['created_at', 'ip', 'user_agent', 'method', 'success'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.total };
}
