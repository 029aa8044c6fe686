import { sendNoLoginCodeEndpoint, sendRegisterCodeEndpoint, type CodeSent } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface SmsCodeTarget {
  countryDialingCode: string;
  mobileNo: string;
  /** The solved bot check (useBotCheck). */
  botCheck: Record<string, string>;
}

/** The code of mobile registration. */
export function sendRegisterCode(target: SmsCodeTarget): Promise<CodeSent> {
  return callEndpoint(sendRegisterCodeEndpoint, { body: target });
}

/** The code of SMS login or of forgot password by phone. */
export function sendNoLoginCode(
  target: SmsCodeTarget,
  purpose: 'login' | 'resetPassword',
): Promise<CodeSent> {
  return callEndpoint(sendNoLoginCodeEndpoint, { body: { ...target, purpose } });
}
