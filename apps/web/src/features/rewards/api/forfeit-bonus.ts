import { forfeitBonusEndpoint, type Grant } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Gives up an active bonus (token). */
export function forfeitBonus(id: string): Promise<Grant> {
  return callEndpoint(forfeitBonusEndpoint, { params: { id } });
}
