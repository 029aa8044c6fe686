import type { Db } from '../../../db/database.js';
import type { KycDocumentTable, KycFileTable } from '../../../db/schema-ops-pay.js';
import type { Insertable, Selectable } from 'kysely';

export type KycDocumentRow = Selectable<KycDocumentTable>;

export function latestOf(db: Db, memberId: string): Promise<KycDocumentRow | undefined> {
  return db
    .selectFrom('kyc_document')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertDocument(db: Db, values: Insertable<KycDocumentTable>): Promise<KycDocumentRow> {
  return db.insertInto('kyc_document').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertFiles(db: Db, files: Insertable<KycFileTable>[]): Promise<void> {
  await db.insertInto('kyc_file').values(files).execute();
}

/** Serialises a member's submissions (two uploads at once: one waits, then sees the other). */
export async function lockMember(db: Db, memberId: string): Promise<void> {
  await db.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().execute();
}
