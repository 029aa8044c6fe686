import { getBonusesEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** bonusDetails: a page of the member's grants, newest first (token). */
export function getBonuses(pageNo: number, signal?: AbortSignal) {
  return callEndpoint(getBonusesEndpoint, { query: { pageNo, pageSize: 20 } }, { signal });
}
