import { getFeedbackSettingsEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The form's rules: question types, word bounds, image limits (the operator's setting). */
export function useFeedbackSettings() {
  return useQuery({
    queryKey: ['feedback', 'settings'],
    queryFn: ({ signal }) => callEndpoint(getFeedbackSettingsEndpoint, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
