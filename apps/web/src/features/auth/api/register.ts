import type { RegisterMobileRequest, RegisterUsernameRequest, SessionValue } from '@app/contracts';
import { apiGet } from '../../../lib/api-client';
import { encryptedRequest } from './encrypted-request';

/** PUT /wps/member/register (enc): registration by username; answers a login. */
export function registerByUsername(input: RegisterUsernameRequest): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/member/register', input, { method: 'PUT' });
}

/** PUT /wps/member/register/mobile (enc): registration by mobile; answers a login. */
export function registerByMobile(input: RegisterMobileRequest): Promise<SessionValue> {
  return encryptedRequest<SessionValue>('/wps/member/register/mobile', input, { method: 'PUT' });
}

/** GET /wps/agent/affiliate: is this an agent's valid invitation code? */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  const { valid } = await apiGet<{ valid: boolean }>('/wps/agent/affiliate', { code, domain });
  return valid;
}
