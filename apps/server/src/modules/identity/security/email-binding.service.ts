import type { BindEmailCodeRequest, BindEmailRequest, CodeSent } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { getRegisterRules } from '../../platform/system/system.service.js';
import type { Member } from '../member/member.service.js';
import { checkRequiredField } from '../registration/registration-rules.js';
import { consumeCode, verifyCode } from '../verification/verification-code.service.js';
import { sendCode, type SendDeps } from '../verification/verification.service.js';
import { securityCodeLock } from './failure-lock.js';
import * as repo from './security.repository.js';

/** The address in its stored form, checked against the operator's e-mail rule. */
async function emailToBind(db: Db, member: Member, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const problem = checkRequiredField((await getRegisterRules(db)).email, 'email', address);
  if (problem) throw fieldError('email', 'email_invalid');
  if (member.email_verified_at && member.email === address) throw keyedError(400, 'email_already_verified');
  return address;
}

export async function sendBindEmailCode(
  deps: SendDeps,
  member: Member,
  input: BindEmailCodeRequest,
  client: RequestClient,
): Promise<CodeSent> {
  const email = await emailToBind(deps.db, member, input.email);
  return sendCode(deps, { purpose: 'bindEmail', channel: 'email', destination: email }, client.ip);
}

/** Binds (or replaces) the e-mail with the code sent to it; wrong codes count toward the security lock. */
export async function bindEmail(deps: SendDeps, member: Member, input: BindEmailRequest): Promise<void> {
  const { db, config } = deps;
  const email = await emailToBind(db, member, input.email);
  await securityCodeLock.refuseWhileLocked(db, member.id);
  let codeId: string;
  try {
    codeId = await verifyCode(
      db,
      { purpose: 'bindEmail', destination: email },
      input.verificationCode,
      config.SMS_CODE_MAX_ATTEMPTS,
    );
  } catch (error) {
    return securityCodeLock.countFailure(db, member.id, error as AppError);
  }
  await securityCodeLock.clear(db, member.id);
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId);
    await repo.setVerifiedEmail(trx, member.id, email, new Date());
  });
}
