import { getPromotionsEndpoint, type RewardPromotion, type RewardPromotionType } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Promotions of a type (all without one), with the caller's status in each (token optional). */
export function getPromotions(
  type: RewardPromotionType | null,
  signal?: AbortSignal,
): Promise<RewardPromotion[]> {
  return callEndpoint(getPromotionsEndpoint, { query: type ? { type } : {} }, { signal });
}
