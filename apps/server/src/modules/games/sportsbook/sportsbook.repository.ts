import type { Db } from '../../../db/database.js';

/** Whether a member exists (the operator's player limits are kept only for real members). */
export async function memberExists(db: Db, id: string): Promise<boolean> {
  const member = await db.selectFrom('member').select('id').where('id', '=', id).executeTakeFirst();
  return member !== undefined;
}
