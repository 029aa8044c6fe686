import type { Db } from '../../../db/database.js';

function withMember(db: Db) {
  return db
    .selectFrom('kyc_document as k')
    .innerJoin('member as m', 'm.id', 'k.member_id')
    .leftJoin('member as c', 'c.id', 'k.claimed_by')
    .leftJoin('member as r', 'r.id', 'k.reviewed_by')
    .selectAll('k')
    .select([
      'm.username',
      'm.payee_name',
      'm.language',
      'c.username as claimed_username',
      'r.username as reviewed_username',
      (eb) =>
        eb
          .selectFrom('kyc_file as f')
          .whereRef('f.document_id', '=', 'k.id')
          .select((inner) => inner.fn.agg<string[]>('array_agg', ['f.part']).as('parts'))
          .as('parts'),
    ]);
}

export type KycReviewRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Db, id: string) {
  return withMember(db).where('k.id', '=', id).executeTakeFirst();
}

/** Waiting ones oldest first (the queue), decided ones newest first. */
export function pageByStatus(
  db: Db,
  status: 'pending' | 'approved' | 'rejected',
  page: { limit: number; offset: number },
) {
  return withMember(db)
    .where('k.status', '=', status)
    .orderBy('k.id', status === 'pending' ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countByStatus(db: Db, status: 'pending' | 'approved' | 'rejected'): Promise<number> {
  const row = await db
    .selectFrom('kyc_document')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listOfMember(db: Db, memberId: string) {
  return withMember(db).where('k.member_id', '=', memberId).orderBy('k.id', 'desc').limit(20).execute();
}

/** Takes a waiting submission nobody else holds; answers whether this staff member holds it now. */
export async function claim(db: Db, id: string, staffId: string): Promise<boolean> {
  const result = await db
    .updateTable('kyc_document')
    .set((eb) => ({
      claimed_by: staffId,
      claimed_at: eb.fn.coalesce('claimed_at', eb.val(new Date())),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', staffId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Decides a waiting submission this staff member holds (or nobody holds); false when it could not. */
export async function decide(
  db: Db,
  id: string,
  staffId: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('kyc_document')
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewed_by: staffId,
      reviewed_at: now,
      claimed_by: staffId,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', staffId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findFile(db: Db, id: string, part: 'front' | 'back') {
  return db
    .selectFrom('kyc_file')
    .select(['content_type', 'bytes'])
    .where('document_id', '=', id)
    .where('part', '=', part)
    .executeTakeFirst();
}

export function memberExists(db: Db, id: string) {
  return db.selectFrom('member').select('id').where('id', '=', id).executeTakeFirst();
}
