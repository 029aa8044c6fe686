import type { Db } from '../../../db/database.js';

export function findServerKey(db: Db, id: string) {
  return db
    .selectFrom('server_key')
    .select(['public_key_pem', 'private_key_pem'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores a key unless another server copy stored one first. */
export async function insertServerKeyIfAbsent(
  db: Db,
  id: string,
  publicKeyPem: string,
  privateKeyPem: string,
): Promise<void> {
  await db
    .insertInto('server_key')
    .values({ id, public_key_pem: publicKeyPem, private_key_pem: privateKeyPem })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
