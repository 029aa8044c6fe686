import { getSecurityOverviewEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const securityKey = (token: string | null) => ['security', 'overview', token] as const;

/** What is bound and switched on (mobile, e-mail, authenticator, passwords). */
export function useSecurityOverview() {
  const { token } = useSession();
  return useQuery({
    queryKey: securityKey(token),
    queryFn: ({ signal }) => callEndpoint(getSecurityOverviewEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}
