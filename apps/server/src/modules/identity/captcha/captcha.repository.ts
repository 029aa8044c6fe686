import type { Db } from '../../../db/database.js';

export async function insertCaptcha(db: Db, id: string, answerHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('captcha').values({ id, answer_hash: answerHash, expires_at: expiresAt }).execute();
}

/** Removes the captcha and returns it: whatever the answer, it cannot be tried twice. */
export function takeCaptcha(db: Db, id: string) {
  return db
    .deleteFrom('captcha')
    .where('id', '=', id)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
}
