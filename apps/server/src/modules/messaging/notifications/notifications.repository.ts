import { sql } from 'kysely';
import { commitWithoutFlushWait } from '../../../db/async-commit.js';
import type { Db } from '../../../db/database.js';

/**
 * NOTIFY the payloads. On its own (not in a transaction) the statement is its own transaction, which
 * does not wait for its WAL flush: a lost notification costs a refresh, never money. (PostgreSQL
 * serialises the commits of notifying transactions on one lock, so money movements publish after
 * they commit, never from inside.)
 */
export async function sendNotifies(db: Db, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  const notifies = sql.join(payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`));
  if (db.isTransaction) await sql`select ${notifies}`.execute(db);
  else await sql`select ${commitWithoutFlushWait}, ${notifies}`.execute(db);
}
