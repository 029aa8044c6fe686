import { listOperatorFeedbackEndpoint } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsCall } from '../../../lib/ops/ops-call';

export type FeedbackFilter = 'pending' | 'replied' | 'all';
export const feedbackQueueKey = ['support-desk', 'feedback'] as const;

/** Feedback for support staff: pending oldest first, else newest first. */
export function useFeedbackQueue(status: FeedbackFilter, pageNo: number) {
  return useQuery({
    queryKey: [...feedbackQueueKey, status, pageNo],
    queryFn: ({ signal }) =>
      opsCall(listOperatorFeedbackEndpoint, { query: { status, pageNo, pageSize: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
