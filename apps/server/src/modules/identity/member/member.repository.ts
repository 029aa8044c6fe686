import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { MemberRow, MemberTable } from '../../../db/schema.js';

export type NewMember = Insertable<MemberTable>;
export type MemberPatch = Updateable<MemberTable>;

export function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  return db.insertInto('member').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findMemberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findMemberByReferralCode(db: Db, code: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('referral_code', '=', code).executeTakeFirst();
}

export function findMemberByUsernameAndEmail(
  db: Db,
  username: string,
  email: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function referralCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('member').select('id').where('referral_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export function updateMember(db: Db, id: string, patch: MemberPatch): Promise<MemberRow | undefined> {
  return db.updateTable('member').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Counts a successful login; the returned count is 1 on the member's first login. */
export async function incrementLoginCount(db: Db, id: string, now: Date): Promise<number> {
  const row = await db
    .updateTable('member')
    .set({ login_count: sql<number>`login_count + 1`, last_login_at: now })
    .where('id', '=', id)
    .returning('login_count')
    .executeTakeFirstOrThrow();
  return row.login_count;
}
