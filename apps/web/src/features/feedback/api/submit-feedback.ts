import { submitFeedbackEndpoint, type Feedback, type SubmitFeedbackRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { feedbackHistoryKey } from './get-my-feedback';

export interface FeedbackInput extends Required<SubmitFeedbackRequest> {
  /** png or jpg, 5 MB each, at most 3. */
  images: readonly File[];
}

/** PUT /wps/feedback as multipart/form-data: the fields and the images. */
function submitFeedback({ images, ...body }: FeedbackInput): Promise<Feedback> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value) form.append(name, value);
  for (const image of images) form.append('image', image, image.name);
  return callEndpoint(submitFeedbackEndpoint, { body }, { multipart: form, timeoutMs: 120_000 });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackHistoryKey }),
  });
}
