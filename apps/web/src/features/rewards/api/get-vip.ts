import { getVipEndpoint, type VipSummary } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The member's VIP level, progress and the benefits table (token). */
export function getVip(signal?: AbortSignal): Promise<VipSummary> {
  return callEndpoint(getVipEndpoint, {}, { signal });
}
