import type { BindMobileCodeRequest, BindMobileRequest, CodeSent } from '@app/contracts';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { isMobileTaken, type Member } from '../member/member.service.js';
import { consumeCode, verifyCode } from '../verification/verification-code.service.js';
import { resolveMobile, sendCode, type SendDeps } from '../verification/verification.service.js';
import { securityCodeLock } from './failure-lock.js';
import * as repo from './security.repository.js';

/** The number to bind, refused when one is bound already (spec 4: never changed) or another account has it. */
async function mobileToBind(deps: SendDeps, member: Member, input: BindMobileCodeRequest): Promise<string> {
  if (member.mobile) throw keyedError(400, 'mobile_already_bound');
  const mobile = await resolveMobile(deps.db, input.countryDialingCode, input.mobileNo, 'mobileNo');
  if (await isMobileTaken(deps.db, mobile)) throw fieldError('mobileNo', 'mobile_taken');
  return mobile;
}

export async function sendBindMobileCode(
  deps: SendDeps,
  member: Member,
  input: BindMobileCodeRequest,
  client: RequestClient,
): Promise<CodeSent> {
  const mobile = await mobileToBind(deps, member, input);
  return sendCode(deps, { purpose: 'bindMobile', channel: 'sms', destination: mobile }, client.ip);
}

/**
 * Binds the mobile with the code sent to it. Wrong codes count toward the code's own attempts and
 * the member's security lock; the number is written only while none is bound, and the unique index
 * settles two accounts racing for one number.
 */
export async function bindMobile(deps: SendDeps, member: Member, input: BindMobileRequest): Promise<void> {
  const { db, config } = deps;
  const mobile = await mobileToBind(deps, member, input);
  await securityCodeLock.refuseWhileLocked(db, member.id);
  let codeId: string;
  try {
    codeId = await verifyCode(
      db,
      { purpose: 'bindMobile', destination: mobile },
      input.verificationCode,
      config.SMS_CODE_MAX_ATTEMPTS,
    );
  } catch (error) {
    return securityCodeLock.countFailure(db, member.id, error as AppError);
  }
  await securityCodeLock.clear(db, member.id);
  try {
    await db.transaction().execute(async (trx) => {
      await consumeCode(trx, codeId);
      if (!(await repo.bindMobileOnce(trx, member.id, mobile))) throw keyedError(400, 'mobile_already_bound');
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw fieldError('mobileNo', 'mobile_taken');
    throw error;
  }
}
