import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { VerificationCodeTable } from '../../../db/schema.js';

export async function insertCode(db: Db, values: Insertable<VerificationCodeTable>): Promise<void> {
  await db.insertInto('verification_code').values(values).execute();
}

/** The newest unused code for a purpose and destination; sending a new code supersedes older ones. */
export function findLatestCode(db: Db, purpose: string, destination: string) {
  return db
    .selectFrom('verification_code')
    .select(['id', 'code_hash', 'salt', 'attempts', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('destination', '=', destination)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
