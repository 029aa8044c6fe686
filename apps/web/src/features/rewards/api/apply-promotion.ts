import { applyPromotionEndpoint, type RewardPromotion } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface ApplicationInput {
  id: string;
  comment: string;
  /** png or jpg, 5 MB each, at most 3. */
  images: readonly File[];
}

/** Applies for a reviewed promotion (token), as multipart/form-data. */
export function applyPromotion({ id, comment, images }: ApplicationInput): Promise<RewardPromotion> {
  const form = new FormData();
  form.append('comment', comment);
  for (const image of images) form.append('image', image, image.name);
  return callEndpoint(
    applyPromotionEndpoint,
    { params: { id }, body: { comment } },
    { multipart: form, timeoutMs: 120_000 },
  );
}
