import type { Db } from '../../../db/database.js';

/** Records a solved challenge as used; false when it was used before (the primary key decides races). */
export async function claimChallenge(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('bot_check_use')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}
