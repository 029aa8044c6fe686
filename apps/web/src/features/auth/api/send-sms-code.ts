import type { CodeSent } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface SmsCodeTarget {
  countryDialingCode: string;
  mobileNo: string;
  /** The solved bot check (useBotCheck). */
  botCheck: Record<string, string>;
}

/** POST /wps/verification/sms/register: the code of mobile registration. */
export function sendRegisterCode(target: SmsCodeTarget): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/verification/sms/register', { method: 'POST', body: target });
}

/** POST /wps/verification/sms/noLogin: the code of SMS login or of forgot password by phone. */
export function sendNoLoginCode(
  target: SmsCodeTarget,
  purpose: 'login' | 'resetPassword',
): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { ...target, purpose },
  });
}
