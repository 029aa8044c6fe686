import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Creates the (job, period) row unless it exists: however many copies call this, one row. */
export async function ensureRun(db: Db, job: string, period: string): Promise<void> {
  await db
    .insertInto('job_run')
    .values({ job, period })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .execute();
}

/**
 * Locks the oldest pending run of one of `jobs` that no other copy holds (FOR UPDATE SKIP LOCKED),
 * for the rest of the caller's transaction.
 */
export async function claimPendingRun(db: Db, jobs: readonly string[], skipIds: readonly string[]) {
  let query = db
    .selectFrom('job_run')
    .select(['id', 'job', 'period', 'attempts'])
    .where('status', '=', 'pending')
    .where('job', 'in', jobs);
  if (skipIds.length > 0) query = query.where('id', 'not in', skipIds);
  return query.orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
}

export async function markDone(db: Db, id: string, runBy: string, result: unknown): Promise<void> {
  await db
    .updateTable('job_run')
    .set({
      status: 'done',
      attempts: sql<number>`attempts + 1`,
      run_by: runBy,
      result: JSON.stringify(result ?? null),
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Counts a failed attempt; after `maxAttempts` the run is given up ('failed'). */
export async function recordFailure(
  db: Db,
  id: string,
  runBy: string,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .updateTable('job_run')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_error: error.slice(0, 2000),
      run_by: runBy,
      status: sql<
        'pending' | 'failed'
      >`case when attempts + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function findRuns(db: Db, job: string) {
  return db.selectFrom('job_run').selectAll().where('job', '=', job).orderBy('id').execute();
}
