import { sql } from 'kysely';
import type { Db } from './database.js';

/** Tables of single-use secrets that count guesses and are consumed once (codes, login challenges). */
type SingleUseTable = 'verification_code' | 'login_challenge';

/** Counts one attempt unless the row has used up its attempts; false when it has. */
export async function countAttempt(
  db: Db,
  table: SingleUseTable,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the row used; false when someone used it first. */
export async function consumeOnce(db: Db, table: SingleUseTable, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
