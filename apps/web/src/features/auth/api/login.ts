import {
  loginEndpoint,
  sendLoginChallengeCodeEndpoint,
  type CodeSent,
  type LoginChallengeMethod,
  type LoginResult,
  type Portal,
  type SessionValue,
} from '@app/contracts';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../lib/api-error';
import { callEndpoint } from '../../../lib/endpoint-client';
import { deviceHeaders } from '../lib/device-id';

export interface PasswordLogin {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  portal: Portal;
  /** The solved bot check (useBotCheck). */
  botCheck: Record<string, string>;
}

/** Log in (enc), type username. */
export function loginWithPassword(input: PasswordLogin): Promise<LoginResult> {
  return callEndpoint(loginEndpoint, { body: { type: 'username', ...input } }, { headers: deviceHeaders() });
}

/** SMS and challenge logins never ask for another step: any other answer is one this client cannot use. */
function loggedIn(result: LoginResult): SessionValue {
  if (result.status !== 'LOGGED_IN') throw new ApiError('unknown', UNKNOWN_ERROR_MESSAGE);
  return result;
}

export interface SmsLogin {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  portal: Portal;
}

/** Log in (enc), type sms: no captcha, never the password-change prompt, never a challenge. */
export async function loginWithSms(input: SmsLogin): Promise<SessionValue> {
  return loggedIn(
    await callEndpoint(loginEndpoint, { body: { type: 'sms', ...input } }, { headers: deviceHeaders() }),
  );
}

/** Log in (enc), type challenge: the second step from an unregistered IP. */
export async function completeLoginChallenge(input: {
  challengeId: string;
  method: LoginChallengeMethod;
  proof: string;
}): Promise<SessionValue> {
  return loggedIn(
    await callEndpoint(
      loginEndpoint,
      { body: { type: 'challenge', ...input } },
      { headers: deviceHeaders() },
    ),
  );
}

/** The code to the account's own mobile or e-mail. */
export function sendChallengeCode(input: {
  challengeId: string;
  method: 'sms' | 'email';
}): Promise<CodeSent> {
  return callEndpoint(sendLoginChallengeCodeEndpoint, { body: input });
}
