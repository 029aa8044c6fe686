import { paymentPasswordPattern, type SetPaymentPasswordRequest } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError, throttledError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import { updateMember, type Member } from '../member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';

/** Wrong payment passwords allowed in a window before the member is refused for the lock time. */
const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;
const failureKey = (memberId: string) => `paypw:fail:${memberId}`;

export const hasPaymentPassword = (member: Member): boolean => member.payment_password_hash !== null;

async function refuseWhileLocked(db: Db, memberId: string): Promise<void> {
  const { count, retryAfterMs } = await rateLimit.peek(db, failureKey(memberId));
  if (count >= MAX_FAILURES) {
    throw throttledError('withdraw_password_locked', retryAfterMs, { minutes: LOCK_MINUTES });
  }
}

async function countFailure(db: Db, memberId: string, wrong: AppError): Promise<never> {
  const window = rateLimit.minutes(LOCK_MINUTES);
  const decision = await rateLimit.consume(db, failureKey(memberId), {
    windowMs: window,
    max: MAX_FAILURES - 1,
    blockMs: window,
  });
  if (!decision.allowed) {
    throw throttledError('withdraw_password_locked', decision.retryAfterMs, { minutes: LOCK_MINUTES });
  }
  throw wrong;
}

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
  await refuseWhileLocked(db, member.id);
  if (!(await verifyPassword(member.payment_password_hash, password))) {
    await countFailure(db, member.id, fieldError('paymentPassword', 'withdraw_password_incorrect'));
  }
  await rateLimit.reset(db, failureKey(member.id));
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
    await refuseWhileLocked(db, member.id);
    if (!(await verifyPassword(member.password_hash, input.loginPassword))) {
      await countFailure(db, member.id, fieldError('loginPassword', 'login_password_incorrect'));
    }
  }
  await updateMember(db, member.id, { payment_password_hash: await hashPassword(input.newPaymentPassword) });
}
