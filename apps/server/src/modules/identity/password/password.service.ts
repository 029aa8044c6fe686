import {
  formatMessage,
  isMemberPortalType,
  type changePasswordSchema,
  type forgotPasswordEmailSchema,
  type forgotPasswordPhoneSchema,
  type Portal,
  type resetPasswordSchema,
  type SessionValue,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { fieldError, keyedError, throttledError } from '../../../lib/app-errors.js';
import type { AuthContext } from '../session/auth.js';
import { verifyPassword } from '../../../lib/password-hash.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { newToken, sha256Hex } from '../../../lib/secure-token.js';
import { siteLink } from '../../../lib/site-link.js';
import {
  findMemberByMobile,
  findMemberByUsernameAndEmail,
  getMember,
  isActive,
  isTrial,
  passwordColumns,
  updateMember,
  type Member,
} from '../member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import { failAttempt, guardKeys, openAttempt, passAttempt } from '../session/login-guard.service.js';
import type { LoginMethod } from '../session/login-audit.service.js';
import { issueLogin } from '../session/login-value.service.js';
import { revokeAllSessions } from '../session/session.service.js';
import { getRegisterRules, getSetting } from '../../platform/system/system.service.js';
import { consumeCode, verifyCode } from '../verification/verification-code.service.js';
import { resolveMobile, type SendDeps } from '../verification/verification.service.js';
import { checkRequiredField } from '../registration/registration-rules.js';
import * as repo from './password-reset.repository.js';

/** A new password: the operator's password rule, the confirmation, and not the default password. */
async function checkNewPassword(db: Db, password: string, confirmation: string | undefined): Promise<void> {
  const [rules, policy] = await Promise.all([getRegisterRules(db), getSetting(db, 'account_policy')]);
  const problem = checkRequiredField(rules.password, 'newPassword', password);
  if (problem) throw fieldError(problem.field, problem.key, problem.params);
  if (confirmation !== undefined && confirmation !== password)
    throw fieldError('confirmNewPassword', 'inconsistent_twice');
  if (password === policy.defaultPassword) throw fieldError('newPassword', 'password_is_default');
}

/**
 * Stores a new password and logs in afresh, in one transaction: every existing session of the
 * member ends (a changed password throws out whoever else held one) and a new token is issued.
 */
async function replacePassword(
  deps: SendDeps,
  member: Member,
  password: string,
  login: { portal: Portal; client: RequestClient; method: LoginMethod },
  claimProof: (trx: Db) => Promise<void> = () => Promise.resolve(),
): Promise<SessionValue> {
  const policy = await getSetting(deps.db, 'account_policy');
  const columns = await passwordColumns(password, policy.defaultPassword, new Date());
  return deps.db.transaction().execute(async (trx) => {
    await claimProof(trx);
    const updated = await updateMember(trx, member.id, columns);
    if (!updated) throw keyedError(400, 'reset_link_invalid');
    await revokeAllSessions(trx, member.id);
    return issueLogin({ db: trx, config: deps.config }, updated, login);
  });
}

type ChangePassword = z.output<typeof changePasswordSchema>;

/** Change password from the member centre or the forced-change modal; answers a fresh login. */
export async function changePassword(
  deps: SendDeps,
  context: AuthContext,
  input: ChangePassword,
  client: RequestClient,
): Promise<SessionValue> {
  const { db, config } = deps;
  const { member } = context;
  const policy = await getSetting(db, 'account_policy');
  const keys = guardKeys(member.username, client.ip, context.portal);
  const opened = await openAttempt(db, config, policy, keys, null);
  if (!opened.ok) throw opened.error;
  if (!(await verifyPassword(member.password_hash, input.oldPassword))) {
    await failAttempt(db, opened.attempt);
    throw fieldError('oldPassword', 'old_password_incorrect');
  }
  await passAttempt(db, opened.attempt);
  await checkNewPassword(db, input.newPassword, input.confirmNewPassword);
  if (input.newPassword === input.oldPassword) throw fieldError('newPassword', 'password_same_as_old');
  return replacePassword(deps, member, input.newPassword, {
    portal: context.portal,
    client,
    method: 'passwordChange',
  });
}

const canReset = (member: Member | undefined): member is Member =>
  member !== undefined && isActive(member) && !isTrial(member) && isMemberPortalType(member.type);

type EmailResetRequest = z.output<typeof forgotPasswordEmailSchema>;

/**
 * Forgot password by e-mail. The answer is the same whether or not the username and e-mail match
 * an account, so the form cannot be used to find out who is registered; when they match, a
 * single-use link valid PASSWORD_RESET_TTL_MINUTES is mailed.
 */
export async function requestEmailReset(
  deps: SendDeps,
  input: EmailResetRequest,
  client: RequestClient,
): Promise<string> {
  const { db, config } = deps;
  if (input.username === '') throw fieldError('username', 'input_cannot_be_empty');
  const problem = checkRequiredField((await getRegisterRules(db)).email, 'email', input.email);
  if (problem) throw fieldError(problem.field, problem.key, problem.params);

  const rule = (max: number): rateLimit.RateRule => ({
    windowMs: rateLimit.minutes(60),
    max,
    blockMs: rateLimit.minutes(config.THROTTLE_BLOCK_MINUTES),
  });
  for (const [key, max] of [
    [`reset-mail:user:${input.username.toLowerCase()}`, config.PASSWORD_RESET_MAX_PER_HOUR],
    [`reset-mail:ip:${client.ip}`, config.PASSWORD_RESET_MAX_PER_HOUR * 4],
  ] as const) {
    const decision = await rateLimit.consume(db, key, rule(max));
    if (!decision.allowed)
      throw throttledError('too_many_requests', decision.retryAfterMs, {
        minutes: config.THROTTLE_BLOCK_MINUTES,
      });
  }

  const member = await findMemberByUsernameAndEmail(db, input.username, input.email);
  if (canReset(member) && member.email) {
    const token = newToken();
    await repo.insertResetToken(
      db,
      member.id,
      sha256Hex(token),
      new Date(Date.now() + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
    );
    const link = siteLink(config.PUBLIC_BASE_URL, '/', { resetToken: token });
    await deps.adapters.mail.send({
      to: member.email,
      subject: 'Reset your password',
      text: `Hello ${member.username},\n\nOpen this link to choose a new password (valid ${config.PASSWORD_RESET_TTL_MINUTES} minutes, once):\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
  }
  return formatMessage('password_reset_sent');
}

type TokenReset = z.output<typeof resetPasswordSchema>;

/** Second step of the e-mail reset: the link's token and the new password; logs in. */
export async function resetWithToken(
  deps: SendDeps,
  input: TokenReset,
  client: RequestClient,
): Promise<SessionValue> {
  await checkNewPassword(deps.db, input.newPassword, input.confirmNewPassword);
  const tokenHash = sha256Hex(input.token);
  const memberId = await repo.findResetTokenMember(deps.db, tokenHash, new Date());
  const member = memberId ? await getMember(deps.db, memberId) : undefined;
  if (!canReset(member)) throw keyedError(400, 'reset_link_invalid');
  return replacePassword(
    deps,
    member,
    input.newPassword,
    { portal: 'member', client, method: 'passwordReset' },
    async (trx) => {
      const now = new Date();
      if ((await repo.takeResetToken(trx, tokenHash, now)) !== member.id)
        throw keyedError(400, 'reset_link_invalid');
      await repo.retireResetTokens(trx, member.id, now);
    },
  );
}

type PhoneReset = z.output<typeof forgotPasswordPhoneSchema>;

/** Forgot password by phone: the code sent by /wps/verification/sms/noLogin (purpose resetPassword); logs in. */
export async function resetWithPhone(
  deps: SendDeps,
  input: PhoneReset,
  client: RequestClient,
): Promise<SessionValue> {
  const { db, config } = deps;
  const mobile = await resolveMobile(db, input.countryDialingCode, input.mobileNum, 'mobileNum');
  await checkNewPassword(db, input.newPassword, input.confirmNewPassword);
  const codeId = await verifyCode(
    db,
    { purpose: 'resetPassword', destination: mobile },
    input.verificationCode,
    config.SMS_CODE_MAX_ATTEMPTS,
  );
  const member = await findMemberByMobile(db, mobile);
  if (!canReset(member)) throw fieldError('verificationCode', 'verification_code_invalid');
  return replacePassword(
    deps,
    member,
    input.newPassword,
    { portal: 'member', client, method: 'passwordReset' },
    (trx) => consumeCode(trx, codeId),
  );
}
