import { getRebateEndpoint, type RebateSummary } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The rebate accumulated per category, the minimum and the history (token). */
export function getRebate(signal?: AbortSignal): Promise<RebateSummary> {
  return callEndpoint(getRebateEndpoint, {}, { signal });
}
