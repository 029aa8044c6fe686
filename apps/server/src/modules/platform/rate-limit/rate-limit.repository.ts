import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface Counter {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit in a fixed window, atomically (one upsert), so every server copy sees the same
 * counter. The hit that first passes `max` ends the window at `blockEnd` when one is given: the
 * caller is then refused until exactly that time.
 */
export async function hitCounter(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
  max: number,
  blockEnd: Date | null,
): Promise<Counter> {
  const windowEnd = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limit')
    .values({ key, count: 1, reset_at: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit.reset_at <= ${now} then 1 else rate_limit.count + 1 end`,
        reset_at: sql<Date>`case
          when rate_limit.reset_at <= ${now} then ${windowEnd}::timestamptz
          when rate_limit.count + 1 = ${max + 1} then coalesce(${blockEnd}::timestamptz, rate_limit.reset_at)
          else rate_limit.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** The live counter of `key`, or null when it has none (or its window is over). */
export async function findCounter(db: Db, key: string, now: Date): Promise<Counter | null> {
  const row = await db
    .selectFrom('rate_limit')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { count: row.count, resetAt: new Date(row.reset_at) } : null;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', key).execute();
}
