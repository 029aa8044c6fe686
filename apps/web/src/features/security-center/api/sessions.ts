import {
  listMemberSessionsEndpoint,
  signOutOtherSessionsEndpoint,
  signOutSessionEndpoint,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const sessionsKey = (token: string | null) => ['security', 'sessions', token] as const;

/** The account's signed-in devices, this one marked. */
export function useMemberSessions() {
  const { token } = useSession();
  return useQuery({
    queryKey: sessionsKey(token),
    queryFn: ({ signal }) => callEndpoint(listMemberSessionsEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}

export const signOutSession = (id: string) => callEndpoint(signOutSessionEndpoint, { params: { id } });
export const signOutOtherSessions = () => callEndpoint(signOutOtherSessionsEndpoint, {});
