import type { CodeSent, LoginChallengeMethod, LoginResult, Portal, SessionValue } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { encryptedRequest } from './encrypted-request';

export interface PasswordLogin {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  portal: Portal;
  /** The solved bot check (useBotCheck). */
  botCheck: Record<string, string>;
}

/** POST /wps/session/login (enc), type username. */
export function loginWithPassword(input: PasswordLogin): Promise<LoginResult> {
  return encryptedRequest<LoginResult>('/wps/session/login', { type: 'username', ...input });
}

export interface SmsLogin {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  portal: Portal;
}

/** POST /wps/session/login (enc), type sms: no captcha, never the password-change prompt. */
export function loginWithSms(input: SmsLogin): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/session/login', { type: 'sms', ...input });
}

/** POST /wps/session/login (enc), type challenge: the second step from an unregistered IP. */
export function completeLoginChallenge(input: {
  challengeId: string;
  method: LoginChallengeMethod;
  proof: string;
}): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/session/login', { type: 'challenge', ...input });
}

/** POST /wps/session/login/challenge/code: the code to the account's own mobile or e-mail. */
export function sendChallengeCode(input: {
  challengeId: string;
  method: 'sms' | 'email';
}): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/session/login/challenge/code', { method: 'POST', body: input });
}
