import type { Db } from '../../../db/database.js';

/** Stores a new avatar and drops the member's earlier uploads. */
export async function replaceAvatar(db: Db, memberId: string, token: string, image: Buffer): Promise<void> {
  await db.deleteFrom('member_avatar').where('member_id', '=', memberId).execute();
  await db.insertInto('member_avatar').values({ token, member_id: memberId, image }).execute();
}

export async function findAvatar(db: Db, token: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('member_avatar')
    .select('image')
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? Buffer.from(row.image) : null;
}
