import type { PaymentQueueKind } from '@app/contracts';
import type { Db } from '../../../db/database.js';

/** Claims an order unless someone has it; answers whoever holds it now (one insert wins a race). */
export async function claim(db: Db, kind: PaymentQueueKind, orderId: string, staffId: string, now: Date) {
  await db
    .insertInto('payment_claim')
    .values({ kind, order_id: orderId, staff_id: staffId, claimed_at: now })
    .onConflict((oc) => oc.columns(['kind', 'order_id']).doNothing())
    .execute();
  return db
    .selectFrom('payment_claim as c')
    .innerJoin('member as m', 'm.id', 'c.staff_id')
    .select(['c.kind', 'c.order_id', 'c.staff_id', 'c.claimed_at', 'c.decided_at', 'm.username'])
    .where('c.kind', '=', kind)
    .where('c.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function markDecided(db: Db, kind: PaymentQueueKind, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('payment_claim')
    .set({ decided_at: now })
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .execute();
}

export async function release(
  db: Db,
  kind: PaymentQueueKind,
  orderId: string,
  staffId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('payment_claim')
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .where('staff_id', '=', staffId)
    .where('decided_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function openClaims(db: Db) {
  return db
    .selectFrom('payment_claim as c')
    .innerJoin('member as m', 'm.id', 'c.staff_id')
    .select(['c.kind', 'c.order_id', 'c.claimed_at', 'm.username'])
    .where('c.decided_at', 'is', null)
    .orderBy('c.claimed_at')
    .execute();
}
