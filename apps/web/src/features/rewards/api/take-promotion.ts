import { takePromotionEndpoint, type RewardPromotion } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Joins a deposit bonus or claims a fixed reward (token). */
export function takePromotion(id: string): Promise<RewardPromotion> {
  return callEndpoint(takePromotionEndpoint, { params: { id } });
}
