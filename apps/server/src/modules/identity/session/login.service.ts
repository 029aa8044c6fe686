import {
  ModuleId,
  trialMemberType,
  type freePlayRequestSchema,
  type LoginResult,
  type passwordLoginSchema,
  type SessionValue,
  type smsLoginSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { fieldError, keyedError, throttledError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import { requireModule } from '../../platform/system/module-toggles.js';
import { verifyPassword } from '../../../lib/password-hash.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { newReadableCode } from '../../../lib/secure-token.js';
import { checkCaptcha } from '../captcha/captcha.service.js';
import { createMember, findMemberByMobile, findMemberByUsername } from '../member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import { getSetting } from '../../platform/system/system.service.js';
import { useCode } from '../verification/verification-code.service.js';
import { resolveMobile, type SendDeps } from '../verification/verification.service.js';
import { recordLoginAttempt, type LoginAttempt } from './login-audit.service.js';
import { challengeUnknownIp } from './login-challenge.service.js';
import { abandonAttempt, failAttempt, guardKeys, openAttempt, passAttempt } from './login-guard.service.js';
import { loginRefusal } from './login-rules.js';
import { issueLogin } from './login-value.service.js';

export type LoginDeps = SendDeps;
type PasswordLogin = z.output<typeof passwordLoginSchema>;
type SmsLogin = z.output<typeof smsLoginSchema>;
type FreePlay = z.output<typeof freePlayRequestSchema>;

/** Audits a refused attempt and hands back the error to throw. */
async function refuse(
  deps: LoginDeps,
  attempt: LoginAttempt,
  reason: string,
  error: AppError,
): Promise<AppError> {
  await recordLoginAttempt(deps.db, attempt, { success: false, reason });
  return error;
}

/**
 * Username and password. Unknown usernames and wrong passwords get the same message, take the same
 * time (a password hash is checked either way) and count against the same failure counters.
 */
export async function loginWithPassword(
  deps: LoginDeps,
  input: PasswordLogin,
  client: RequestClient,
): Promise<LoginResult> {
  const { db, config } = deps;
  const attempt: LoginAttempt = {
    method: 'password',
    portal: input.portal,
    client,
    loginName: input.username,
  };
  if (!(await deps.adapters.botCheck.verify(input.botCheck, client.ip))) {
    throw await refuse(deps, attempt, 'bot_check', keyedError(400, 'bot_check_failed'));
  }
  const policy = await getSetting(db, 'account_policy');
  const keys = guardKeys(input.username, client.ip, input.portal);
  const captcha = input.captchaId && input.captcha ? { id: input.captchaId, text: input.captcha } : null;
  const opened = await openAttempt(db, config, policy, keys, { sent: captcha !== null });
  if (!opened.ok) throw await refuse(deps, attempt, opened.reason, opened.error);
  const guarded = opened.attempt;
  if (guarded.captchaRequired && !(captcha && (await checkCaptcha(db, captcha.id, captcha.text)))) {
    await abandonAttempt(db, guarded);
    const error = keyedError(400, 'captcha_invalid', {}, { field: 'captcha', captcha: true });
    throw await refuse(deps, attempt, 'captcha_wrong', error);
  }

  const member = await findMemberByUsername(db, input.username);
  const passwordOk = await verifyPassword(member?.password_hash, input.password);
  if (!member || !passwordOk) {
    const next = await failAttempt(db, guarded);
    const failed = { ...attempt, memberId: member?.id };
    throw await refuse(
      deps,
      failed,
      member ? 'wrong_password' : 'unknown_user',
      keyedError(400, 'login_incorrect', {}, { captcha: next.captchaRequired }),
    );
  }
  await passAttempt(db, guarded);
  const identified = { ...attempt, memberId: member.id };
  const refusal = loginRefusal(member, input.portal);
  if (refusal) throw await refuse(deps, identified, refusal, keyedError(403, refusal));

  const challenge = await challengeUnknownIp(deps, member, input.portal, client, policy);
  if (challenge) {
    await recordLoginAttempt(db, identified, { success: false, reason: 'verification_required' });
    return challenge;
  }
  return issueLogin(deps, member, {
    portal: input.portal,
    client,
    method: 'password',
    loginName: input.username,
  });
}

/** Mobile number and SMS code (no captcha, no bot check, no password-change prompt). */
export async function loginWithSms(
  deps: LoginDeps,
  input: SmsLogin,
  client: RequestClient,
): Promise<SessionValue> {
  const { db, config } = deps;
  await requireModule(db, ModuleId.loginSms);
  const mobile = await resolveMobile(db, input.countryDialingCode, input.mobileNum, 'mobileNum');
  const attempt: LoginAttempt = { method: 'sms', portal: input.portal, client, loginName: mobile };
  const policy = await getSetting(db, 'account_policy');
  const opened = await openAttempt(db, config, policy, guardKeys(mobile, client.ip, input.portal), null);
  if (!opened.ok) throw await refuse(deps, attempt, opened.reason, opened.error);

  const member = await findMemberByMobile(db, mobile);
  try {
    // Codes are only ever sent to registered numbers, so an unknown number fails here too.
    await useCode(
      db,
      { purpose: 'login', destination: mobile },
      input.verificationCode,
      config.SMS_CODE_MAX_ATTEMPTS,
    );
    if (!member) throw fieldError('verificationCode', 'verification_code_invalid');
  } catch (error) {
    await failAttempt(db, opened.attempt);
    throw await refuse(deps, { ...attempt, memberId: member?.id }, 'sms_code', error as AppError);
  }
  await passAttempt(db, opened.attempt);
  const refusal = loginRefusal(member, input.portal);
  if (refusal)
    throw await refuse(deps, { ...attempt, memberId: member.id }, refusal, keyedError(403, refusal));
  return issueLogin(deps, member, { portal: input.portal, client, method: 'sms', loginName: mobile });
}

/** A trial account (type 4) for free play: may browse and try demo games, nothing in the member centre. */
export async function startFreePlay(
  deps: LoginDeps,
  input: FreePlay,
  client: RequestClient,
): Promise<SessionValue> {
  const { db, config } = deps;
  await requireModule(db, ModuleId.freePlay);
  const throttle = await rateLimit.consume(db, `freeplay:ip:${client.ip}`, {
    windowMs: rateLimit.minutes(60),
    max: config.FREE_PLAY_MAX_PER_IP_PER_HOUR,
    blockMs: rateLimit.minutes(config.THROTTLE_BLOCK_MINUTES),
  });
  if (!throttle.allowed) {
    throw throttledError('too_many_requests', throttle.retryAfterMs, {
      minutes: config.THROTTLE_BLOCK_MINUTES,
    });
  }
  const member = await createMember(db, {
    username: `trial${newReadableCode(10).toLowerCase()}`,
    type: trialMemberType,
    register_ip: client.ip,
    register_method: `FREEPLAY_${input.platform}`,
    profile: JSON.stringify(input.os ? { os: input.os } : {}),
  });
  return issueLogin(deps, member, { portal: 'member', client, method: 'freeplay' });
}
