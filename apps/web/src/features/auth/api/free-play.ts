import { startFreePlayEndpoint, type SessionValue } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { startSession } from '../../../lib/session';

/** The visitor's operating system, roughly, for the trial account's record. */
function osName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  if (/windows/i.test(agent)) return 'windows';
  if (/mac os/i.test(agent)) return 'mac';
  if (/linux/i.test(agent)) return 'linux';
  return 'other';
}

/**
 * Free play (enc, X-Gateway-Version 3): a trial account (type 4) logged in,
 * which may browse and try demo games but not use the member center.
 */
export async function startFreePlay(): Promise<SessionValue> {
  const value = await callEndpoint(
    startFreePlayEndpoint,
    { body: { os: osName(), platform: 'W' } },
    { headers: { 'x-gateway-version': '3' } },
  );
  startSession(value);
  return value;
}
