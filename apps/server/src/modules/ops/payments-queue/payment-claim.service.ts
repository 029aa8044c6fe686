import type { PaymentQueueKind } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import * as repo from './payment-claim.repository.js';

export interface ClaimingStaff {
  id: string;
  username: string;
}

const toClaim = (row: { kind: PaymentQueueKind; order_id: string; username: string; claimed_at: Date }) => ({
  kind: row.kind,
  orderId: row.order_id,
  staff: row.username,
  claimedAt: row.claimed_at.toISOString(),
});

/**
 * Takes a deposit or withdrawal to work on. Two staff never hold one: the second gets 409 naming who
 * has it, or who already decided it (a page that was not reloaded).
 */
export async function claimPayment(
  db: Db,
  kind: PaymentQueueKind,
  orderId: string,
  staff: ClaimingStaff,
  now = new Date(),
) {
  const held = await repo.claim(db, kind, orderId, staff.id, now);
  if (held.staff_id !== staff.id) {
    throw keyedError(409, held.decided_at ? 'payment_already_decided' : 'payment_claimed_by_other', {
      staff: held.username,
    });
  }
  return toClaim(held);
}

export async function releasePayment(db: Db, kind: PaymentQueueKind, orderId: string, staff: ClaimingStaff) {
  if (!(await repo.release(db, kind, orderId, staff.id))) throw keyedError(409, 'not_found');
}

export async function listOpenClaims(db: Db) {
  return (await repo.openClaims(db)).map(toClaim);
}

/** Decides an order under a claim: claims it first when nobody has (the terminal command does that). */
export async function decideClaimed<T>(
  db: Db,
  kind: PaymentQueueKind,
  orderId: string,
  staff: ClaimingStaff,
  decide: () => Promise<T>,
): Promise<T> {
  await claimPayment(db, kind, orderId, staff);
  const result = await decide();
  await repo.markDecided(db, kind, orderId, new Date());
  return result;
}
