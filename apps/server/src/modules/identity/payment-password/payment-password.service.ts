import { paymentPasswordPattern, type SetPaymentPasswordRequest } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError } from '../../../lib/app-errors.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import { updateMember, type Member } from '../member/member.service.js';
import { failureLock } from '../security/failure-lock.js';

/** After 5 wrong payment passwords in 15 minutes the member is refused for 15 minutes. */
const paymentPasswordLock = failureLock({
  name: 'paypw',
  maxFailures: 5,
  lockMinutes: 15,
  lockedKey: 'withdraw_password_locked',
});

export const hasPaymentPassword = (member: Member): boolean => member.payment_password_hash !== null;

/**
 * Checks the payment (withdraw) password before money leaves an account. Call it before opening the
 * movement's transaction (it hashes, and counts failures that must stick). After 5 wrong passwords in
 * 15 minutes the member is refused for 15 minutes.
 */
export async function verifyPaymentPassword(
  db: Db,
  member: Member,
  password: string | undefined,
): Promise<void> {
  if (!password) throw fieldError('paymentPassword', 'withdraw_password_required');
  if (!member.payment_password_hash) throw fieldError('paymentPassword', 'withdraw_password_not_set');
  await paymentPasswordLock.refuseWhileLocked(db, member.id);
  if (!(await verifyPassword(member.payment_password_hash, password))) {
    await paymentPasswordLock.countFailure(
      db,
      member.id,
      fieldError('paymentPassword', 'withdraw_password_incorrect'),
    );
  }
  await paymentPasswordLock.clear(db, member.id);
}

/**
 * Sets the first payment password (proved with the login password) or changes it (proved with the
 * current payment password). Payment passwords are 6 digits.
 */
export async function setPaymentPassword(
  db: Db,
  member: Member,
  input: SetPaymentPasswordRequest,
): Promise<void> {
  if (!paymentPasswordPattern.test(input.newPaymentPassword)) {
    throw fieldError('newPaymentPassword', 'withdraw_password_format');
  }
  if (input.confirmPaymentPassword !== input.newPaymentPassword) {
    throw fieldError('confirmPaymentPassword', 'inconsistent_twice');
  }
  if (hasPaymentPassword(member)) {
    if (!input.oldPaymentPassword) throw fieldError('oldPaymentPassword', 'withdraw_password_required');
    await verifyPaymentPassword(db, member, input.oldPaymentPassword);
  } else {
    if (!input.loginPassword) throw fieldError('loginPassword', 'input_cannot_be_empty');
    await paymentPasswordLock.refuseWhileLocked(db, member.id);
    if (!(await verifyPassword(member.password_hash, input.loginPassword))) {
      await paymentPasswordLock.countFailure(
        db,
        member.id,
        fieldError('loginPassword', 'login_password_incorrect'),
      );
    }
  }
  await updateMember(db, member.id, { payment_password_hash: await hashPassword(input.newPaymentPassword) });
}
