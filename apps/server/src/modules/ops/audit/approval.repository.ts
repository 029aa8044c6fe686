import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export async function insertApproval(
  db: Db,
  row: { kind: string; payload: unknown; summary: string; amount_minor: string; requested_by: string },
): Promise<string> {
  const inserted = await db
    .insertInto('approval_request')
    .values({ ...row, payload: JSON.stringify(row.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const columns = [
  'a.id',
  'a.kind',
  'a.payload',
  'a.summary',
  'a.amount_minor',
  'a.requested_by',
  'a.requested_at',
  'a.status',
  'a.decided_at',
  'a.note',
  'r.username as requested_by_name',
  'd.username as decided_by_name',
] as const;

function withNames(db: Db) {
  return db
    .selectFrom('approval_request as a')
    .innerJoin('member as r', 'r.id', 'a.requested_by')
    .leftJoin('member as d', 'd.id', 'a.decided_by');
}

export function findApproval(db: Db, id: string) {
  return withNames(db).select(columns).where('a.id', '=', id).executeTakeFirst();
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

export function listApprovals(db: Db, kind: string, status: string, limit: number, offset: number) {
  return withNames(db)
    .select(columns)
    .where('a.kind', '=', kind)
    .where('a.status', '=', status as 'pending')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countApprovals(db: Db, kind: string, status: string): Promise<number> {
  const row = await db
    .selectFrom('approval_request')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', kind)
    .where('status', '=', status as 'pending')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Decides a pending request once: false when someone else decided it first. */
export async function decideApproval(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; decided_by: string; note: string | null },
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('approval_request')
    .set({ ...decision, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An approved request whose action failed (the balance no longer allows it) ends rejected with the reason. */
export async function markFailed(db: Db, id: string, note: string): Promise<void> {
  await db.updateTable('approval_request').set({ status: 'rejected', note }).where('id', '=', id).execute();
}
