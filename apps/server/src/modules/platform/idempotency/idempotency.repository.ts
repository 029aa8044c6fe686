import type { Db } from '../../../db/database.js';

/** Claims (scope, key); false when it already exists (waiting first for a concurrent claimer to finish). */
export async function insertKey(db: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_key')
    .values({ scope, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function findKey(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeResponse(db: Db, scope: string, key: string, response: unknown): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ response: JSON.stringify(response) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
