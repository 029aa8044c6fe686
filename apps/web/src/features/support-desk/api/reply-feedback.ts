import { replyFeedbackEndpoint } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsCall } from '../../../lib/ops/ops-call';
import { feedbackQueueKey } from './feedback-queue';

/** A staff reply to a feedback (the member gets a platform message). */
export function useReplyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      opsCall(replyFeedbackEndpoint, { params: { id }, body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueueKey }),
  });
}
