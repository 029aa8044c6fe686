import { ModuleId, type CodeSent } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { Adapters } from '../../../lib/adapters.js';
import { fieldError, keyedError, throttledError } from '../../../lib/app-errors.js';
import { requireModule } from '../../platform/system/module-toggles.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { findMemberByMobile, isActive, isMobileTaken, isTrial } from '../member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import { getCountryCodes } from '../../platform/system/system.service.js';
import { toE164 } from './mobile.js';
import { CODE_LENGTH, issueCode, type CodeChannel, type CodeTarget } from './verification-code.service.js';

export interface SendDeps {
  db: Db;
  config: AppConfig;
  adapters: Adapters;
}

/** The E.164 form of a mobile from the form fields, or a field error 'Please enter a valid mobile number'. */
export async function resolveMobile(
  db: Db,
  dialingCode: string | undefined,
  mobileNo: string | undefined,
  field: string,
): Promise<string> {
  const offered = (await getCountryCodes(db)).map((country) => country.countryDialingCode);
  const mobile = toE164(dialingCode ?? '', mobileNo ?? '', offered);
  if (!mobile) throw fieldError(field, 'mobile_invalid');
  return mobile;
}

/**
 * Limits code messages, across server copies: one per second per IP, one per destination per resend
 * interval, and hourly caps per destination and per IP whose breach blocks for THROTTLE_BLOCK_MINUTES.
 */
async function throttleCodeSend({ db, config }: SendDeps, destination: string, ip: string): Promise<void> {
  const hour = rateLimit.minutes(60);
  const block = rateLimit.minutes(config.THROTTLE_BLOCK_MINUTES);
  const burst = await rateLimit.consume(db, `code:burst:${ip}`, { windowMs: 1000, max: 1 });
  if (!burst.allowed) throw throttledError('too_frequent', burst.retryAfterMs);

  const resend = await rateLimit.consume(db, `code:resend:${destination}`, {
    windowMs: rateLimit.seconds(config.SMS_RESEND_SECONDS),
    max: 1,
  });
  if (!resend.allowed) {
    throw throttledError('sms_resend_wait', resend.retryAfterMs, {
      seconds: Math.ceil(resend.retryAfterMs / 1000),
    });
  }

  for (const [key, max] of [
    [`code:hour:${destination}`, config.SMS_MAX_PER_MOBILE_PER_HOUR],
    [`code:hour-ip:${ip}`, config.SMS_MAX_PER_IP_PER_HOUR],
  ] as const) {
    const decision = await rateLimit.consume(db, key, { windowMs: hour, max, blockMs: block });
    if (!decision.allowed) {
      throw throttledError('too_many_requests', decision.retryAfterMs, {
        minutes: config.THROTTLE_BLOCK_MINUTES,
      });
    }
  }
}

function codeSent(config: AppConfig): CodeSent {
  return {
    waitMinutes: Math.ceil(config.SMS_RESEND_SECONDS / 60),
    expiresInMinutes: Math.ceil(config.SMS_CODE_TTL_SECONDS / 60),
    codeLength: CODE_LENGTH,
  };
}

async function deliverCode(deps: SendDeps, target: CodeTarget & { channel: CodeChannel }): Promise<void> {
  const code = await issueCode(deps.db, target, deps.config.SMS_CODE_TTL_SECONDS);
  const text = `Your code is ${code}`;
  if (target.channel === 'sms') {
    await deps.adapters.sms.send(target.destination, text);
  } else {
    const minutes = Math.ceil(deps.config.SMS_CODE_TTL_SECONDS / 60);
    await deps.adapters.mail.send({
      to: target.destination,
      subject: 'Your verification code',
      text: `${text}. It expires in ${minutes} minutes. If you did not try to log in, change your password.`,
    });
  }
}

/** Sends a code to a known destination (a member's own mobile or e-mail), throttled. */
export async function sendCode(
  deps: SendDeps,
  target: CodeTarget & { channel: CodeChannel },
  ip: string,
): Promise<CodeSent> {
  await throttleCodeSend(deps, target.destination, ip);
  await deliverCode(deps, target);
  return codeSent(deps.config);
}

export interface SmsCodeRequest {
  purpose: 'register' | 'login' | 'resetPassword';
  countryDialingCode: string;
  mobileNo: string;
  botCheck?: Record<string, string> | undefined;
}

/**
 * The SMS button of the registration, SMS-login and forgot-password forms. For login and password
 * reset the answer is the same whether or not the number belongs to an account (no code is sent
 * when it does not), so the endpoint does not tell who is registered.
 */
export async function sendSmsCode(
  deps: SendDeps,
  request: SmsCodeRequest,
  client: RequestClient,
): Promise<CodeSent> {
  const { db } = deps;
  if (request.purpose === 'register') await requireModule(db, ModuleId.registerSmsVerification);
  if (request.purpose === 'login') await requireModule(db, ModuleId.loginSms);
  if (!(await deps.adapters.botCheck.verify(request.botCheck, client.ip)))
    throw keyedError(400, 'bot_check_failed');
  const mobile = await resolveMobile(db, request.countryDialingCode, request.mobileNo, 'mobileNo');
  await throttleCodeSend(deps, mobile, client.ip);

  if (request.purpose === 'register') {
    if (await isMobileTaken(db, mobile)) throw fieldError('mobileNo', 'mobile_taken');
  } else {
    const member = await findMemberByMobile(db, mobile);
    if (!member || !isActive(member) || isTrial(member)) return codeSent(deps.config);
  }
  await deliverCode(deps, { purpose: request.purpose, channel: 'sms', destination: mobile });
  return codeSent(deps.config);
}
