import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * NOTIFY in a statement of its own (its own transaction). PostgreSQL serialises the commits of
 * notifying transactions on one lock, so notifications never ride in a money transaction, and this
 * one does not wait for its WAL flush (a lost notification costs a refresh, never money).
 */
export async function sendNotifies(db: Db, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  const notifies = payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`);
  await sql`select set_config('synchronous_commit', 'off', true), ${sql.join(notifies)}`.execute(db);
}
