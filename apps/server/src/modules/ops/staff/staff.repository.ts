import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export function listRoles(db: Db) {
  return db
    .selectFrom('staff_role as r')
    .select(['r.code', 'r.name', 'r.permissions', 'r.ip_allow_list', 'r.builtin'])
    .select((eb) =>
      eb
        .selectFrom('staff_account as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.role_code', '=', 'r.code')
        .as('members'),
    )
    .orderBy('r.builtin', 'desc')
    .orderBy('r.created_at')
    .orderBy('r.code')
    .execute();
}

export function findRole(db: Db, code: string) {
  return db.selectFrom('staff_role').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertRoleIfMissing(
  db: Db,
  role: { code: string; name: string; permissions: string[] | null; builtin: boolean },
): Promise<void> {
  await db
    .insertInto('staff_role')
    .values(role)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function upsertRole(
  db: Db,
  role: { code: string; name: string; permissions: string[] | null; ip_allow_list: string[] },
): Promise<void> {
  await db
    .insertInto('staff_role')
    .values({ ...role, builtin: false })
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        name: role.name,
        permissions: role.permissions,
        ip_allow_list: role.ip_allow_list,
      }),
    )
    .execute();
}

export async function setRoleAllowList(db: Db, code: string, ipAllowList: string[]): Promise<void> {
  await db.updateTable('staff_role').set({ ip_allow_list: ipAllowList }).where('code', '=', code).execute();
}

export function roleMemberIds(db: Db, code: string) {
  return db.selectFrom('staff_account').select('member_id').where('role_code', '=', code).execute();
}

const accountColumns = [
  'm.id',
  'm.username',
  'm.status',
  'm.password_hash',
  'm.last_login_at',
  'm.created_at',
  'a.role_code',
  'a.totp_secret',
  'a.failed_attempts',
  'a.locked_until',
] as const;

export function listAccounts(db: Db) {
  return db
    .selectFrom('staff_account as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select(accountColumns)
    .orderBy('m.id')
    .execute();
}

export function findAccount(db: Db, memberId: string) {
  return db
    .selectFrom('staff_account as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select(accountColumns)
    .where('a.member_id', '=', memberId)
    .executeTakeFirst();
}

export type StaffAccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function insertAccount(
  db: Db,
  account: { member_id: string; role_code: string; invited_by: string | null },
): Promise<void> {
  await db.insertInto('staff_account').values(account).execute();
}

export async function updateAccount(
  db: Db,
  memberId: string,
  patch: {
    role_code?: string;
    totp_secret?: string | null;
    totp_enrolled_at?: Date | null;
    totp_last_step?: string;
    failed_attempts?: number;
    locked_until?: Date | null;
  },
): Promise<void> {
  await db.updateTable('staff_account').set(patch).where('member_id', '=', memberId).execute();
}

/** Records an accepted authenticator step, only if later than the last one (a code is used once). */
export async function acceptTotpStep(db: Db, memberId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff_account')
    .set({ totp_last_step: String(step) })
    .where('member_id', '=', memberId)
    .where('totp_last_step', '<', String(step))
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a failed sign-in; at `limit` failures the account locks until `lockUntil` and the count restarts. */
export async function countFailure(db: Db, memberId: string, limit: number, lockUntil: Date): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({
      failed_attempts: sql<number>`case when failed_attempts + 1 >= ${limit} then 0 else failed_attempts + 1 end`,
      locked_until: sql<Date | null>`case when failed_attempts + 1 >= ${limit} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('member_id', '=', memberId)
    .execute();
}

export function countActiveOwners(db: Db) {
  return db
    .selectFrom('staff_account as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('a.role_code', '=', 'owner')
    .where('m.status', '=', 'active')
    .executeTakeFirstOrThrow();
}

export async function replaceRecoveryCodes(db: Db, memberId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('member_id', '=', memberId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('staff_recovery_code')
    .values(hashes.map((code_hash) => ({ member_id: memberId, code_hash })))
    .execute();
}

/** Uses a recovery code once: true when it existed unused (two racing uses: one wins). */
export async function useRecoveryCode(db: Db, memberId: string, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTicket(
  db: Db,
  ticket: {
    token_hash: string;
    purpose: 'invite' | 'enrol';
    member_id: string;
    secret: string | null;
    expires_at: Date;
  },
): Promise<void> {
  await db.insertInto('staff_ticket').values(ticket).execute();
}

/** Takes a live ticket once: its member and secret, or undefined when unknown, used or expired. */
export function takeTicket(db: Db, tokenHash: string, purpose: 'invite' | 'enrol', now: Date) {
  return db
    .updateTable('staff_ticket')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'secret'])
    .executeTakeFirst();
}

export async function insertConsoleSession(db: Db, sessionId: string, memberId: string, now: Date) {
  await db
    .insertInto('staff_session')
    .values({ session_id: sessionId, member_id: memberId, last_seen_at: now })
    .execute();
}

/** Keeps a console session alive when it was used since `idleSince`; false when it is not one or went idle. */
export async function touchConsoleSession(db: Db, sessionId: string, now: Date, idleSince: Date) {
  const row = await db
    .updateTable('staff_session')
    .set({ last_seen_at: now })
    .where('session_id', '=', sessionId)
    .where('last_seen_at', '>', idleSince)
    .returning('session_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function readPolicyRow(db: Db) {
  return db.selectFrom('site_setting').select('value').where('key', '=', 'ops_policy').executeTakeFirst();
}

export async function writePolicyRow(db: Db, value: unknown): Promise<void> {
  await db
    .insertInto('site_setting')
    .values({ key: 'ops_policy', value: JSON.stringify(value) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
    )
    .execute();
}

/** Ends every live session of a member but one (sign out everywhere else). */
export async function revokeOtherSessions(db: Db, memberId: string, keepSessionId: string, now: Date) {
  await db
    .updateTable('member_session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
