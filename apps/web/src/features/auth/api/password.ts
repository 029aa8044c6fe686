import {
  changePasswordEndpoint,
  requestPasswordEmailEndpoint,
  resetPasswordByPhoneEndpoint,
  resetPasswordWithTokenEndpoint,
  type SessionValue,
} from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Change password (token, enc): ends every session and answers a fresh login. */
export function changePassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return callEndpoint(changePasswordEndpoint, { body: input });
}

/** Forgot password by e-mail (form-encoded): mails a reset link when username and e-mail match. */
export async function requestPasswordEmail(input: { username: string; email: string }): Promise<void> {
  await callEndpoint(requestPasswordEmailEndpoint, { body: input });
}

/** Forgot password by phone (enc); answers a login. */
export function resetPasswordByPhone(input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return callEndpoint(resetPasswordByPhoneEndpoint, { body: input });
}

/** The e-mailed link's token and a new password (enc); answers a login. */
export function resetPasswordWithToken(input: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return callEndpoint(resetPasswordWithTokenEndpoint, { body: input });
}
