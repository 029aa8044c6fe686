import {
  checkAffiliateCodeEndpoint,
  registerByMobileEndpoint,
  registerByUsernameEndpoint,
  type RegisterMobileRequest,
  type RegisterUsernameRequest,
  type SessionValue,
} from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { deviceHeaders } from '../lib/device-id';

/** Registration by username (enc); answers a login. */
export function registerByUsername(input: RegisterUsernameRequest): Promise<SessionValue> {
  return callEndpoint(registerByUsernameEndpoint, { body: input }, { headers: deviceHeaders() });
}

/** Registration by mobile (enc); answers a login. */
export function registerByMobile(input: RegisterMobileRequest): Promise<SessionValue> {
  return callEndpoint(registerByMobileEndpoint, { body: input }, { headers: deviceHeaders() });
}

/** Is this an agent's valid invitation code? */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  const { valid } = await callEndpoint(checkAffiliateCodeEndpoint, { query: { code, domain } });
  return valid;
}
