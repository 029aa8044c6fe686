import type { SessionValue } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';
import { encryptedRequest } from './encrypted-request';

/** POST /wps/member/password (token, enc): ends every session and answers a fresh login. */
export function changePassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/member/password', input);
}

/** POST /wps/member/password/email (form-encoded): mails a reset link when username and e-mail match. */
export async function requestPasswordEmail(input: { username: string; email: string }): Promise<void> {
  await apiRequest<null>('/wps/member/password/email', { method: 'POST', form: input });
}

/** POST /wps/member/password/verification (enc): forgot password by phone; answers a login. */
export function resetPasswordByPhone(input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/member/password/verification', input);
}

/** POST /wps/member/password/reset (enc): the e-mailed link's token and a new password; answers a login. */
export function resetPasswordWithToken(input: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/member/password/reset', input);
}
