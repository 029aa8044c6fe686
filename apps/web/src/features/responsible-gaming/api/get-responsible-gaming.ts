import { getResponsibleGamingEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const responsibleGamingKey = (token: string | null) => ['responsibleGaming', token] as const;

/** My limits, reality check and time-out or self-exclusion. */
export function useResponsibleGaming() {
  const { token } = useSession();
  return useQuery({
    queryKey: responsibleGamingKey(token),
    queryFn: ({ signal }) => callEndpoint(getResponsibleGamingEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}
