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

/** The live counters of `keys` (those with none, or whose window is over, are missing). */
export async function findCounters(
  db: Db,
  keys: readonly string[],
  now: Date,
): Promise<Map<string, Counter>> {
  const rows = await db
    .selectFrom('rate_limit')
    .select(['key', 'count', 'reset_at'])
    .where('key', 'in', keys)
    .where('reset_at', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: new Date(row.reset_at) }]));
}

/**
 * Takes `key` until `until` if it is free (no live row), atomically: of concurrent callers exactly
 * one gets the row back, the others null.
 */
export async function takeUntil(db: Db, key: string, now: Date, until: Date): Promise<Counter | null> {
  const row = await db
    .insertInto('rate_limit')
    .values({ key, count: 1, reset_at: until })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: sql<number>`rate_limit.count + 1`, reset_at: until })
        .where('rate_limit.reset_at', '<=', now),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirst();
  return row ? { count: row.count, resetAt: new Date(row.reset_at) } : null;
}

/** Keeps `key` taken at least until `until` (never shortens it). */
export async function extendUntil(db: Db, key: string, until: Date): Promise<void> {
  await db
    .insertInto('rate_limit')
    .values({ key, count: 1, reset_at: until })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ reset_at: sql<Date>`greatest(rate_limit.reset_at, ${until}::timestamptz)` }),
    )
    .execute();
}

/** Frees `key` if it is still held exactly until `heldUntil` (a later extension stays). */
export async function freeHeld(db: Db, key: string, heldUntil: Date, now: Date): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set({ reset_at: now })
    .where('key', '=', key)
    .where('reset_at', '=', heldUntil)
    .execute();
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

export async function deleteCounters(db: Db, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', 'in', keys).execute();
}
