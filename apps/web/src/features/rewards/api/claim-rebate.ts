import { claimRebateEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Claims the accumulated rebate to the balance (token). */
export function claimRebate(): Promise<{ amount: string; balance: string }> {
  return callEndpoint(claimRebateEndpoint, {});
}
