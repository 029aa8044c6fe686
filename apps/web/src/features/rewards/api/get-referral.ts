import { getReferralEndpoint, type ReferralSummary } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The invite link, invited friends, tiers and earnings (token). */
export function getReferral(signal?: AbortSignal): Promise<ReferralSummary> {
  return callEndpoint(getReferralEndpoint, {}, { signal });
}
