import type { Db } from '../../../db/database.js';

export async function insertResetToken(
  db: Db,
  memberId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('password_reset_token')
    .values({ member_id: memberId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

export async function findResetTokenMember(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset_token')
    .select('member_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.member_id;
}

/** Uses up an unexpired, unused token and returns its member; undefined when there is none. */
export async function takeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** After a reset every other link the member was sent stops working too. */
export async function retireResetTokens(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}
