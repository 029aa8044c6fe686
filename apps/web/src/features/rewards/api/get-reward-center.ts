import { getRewardCenterEndpoint, type RewardCenter } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Everything claimable now and the bonuses in progress (token). */
export function getRewardCenter(signal?: AbortSignal): Promise<RewardCenter> {
  return callEndpoint(getRewardCenterEndpoint, {}, { signal });
}
