import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { VerificationCodeTable } from '../../db/schema.js';

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

/** Counts one verification attempt unless the code has used up its attempts; false when it has. */
export async function countAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable('verification_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the code used; false when someone used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('verification_code')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
