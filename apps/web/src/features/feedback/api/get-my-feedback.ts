import { getMyFeedbackEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const feedbackHistoryKey = ['feedback', 'history'] as const;

/** The member's feedback, newest first, with the staff's replies. */
export function useMyFeedback(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...feedbackHistoryKey, token, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(getMyFeedbackEndpoint, { query: { pageNo, pageSize: 10 } }, { signal }),
    enabled: token !== null,
  });
}
