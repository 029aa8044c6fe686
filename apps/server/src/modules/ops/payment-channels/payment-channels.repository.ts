import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PaymentChannelRow, PaymentChannelTable } from '../../../db/schema-wallet.js';

export function listAll(db: Db): Promise<PaymentChannelRow[]> {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .orderBy('direction')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The row locked for the change (two staff saving at once apply one after the other). */
export function findForUpdate(db: Db, id: string): Promise<PaymentChannelRow | undefined> {
  return db.selectFrom('payment_channel').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function update(
  db: Db,
  id: string,
  values: Updateable<PaymentChannelTable>,
): Promise<PaymentChannelRow> {
  return db
    .updateTable('payment_channel')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
