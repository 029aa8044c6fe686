import { getUnreadCountEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { useSession } from './session';

/** Cache key of the unread platform-message count of a session (the inbox updates it after reading). */
export const unreadCountKey = (token: string | null) => ['messages', 'unread', token] as const;

/**
 * Unread platform messages for the side-menu and avatar badges.
 * Guests and trial accounts have no inbox: nothing is fetched and the count is 0.
 */
export function useUnreadCount(): number {
  const { token, loginState } = useSession();
  const enabled = loginState.isLogin && !loginState.isTrial;
  const query = useQuery({
    queryKey: unreadCountKey(token),
    queryFn: ({ signal }) =>
      callEndpoint(getUnreadCountEndpoint, {}, { signal }).then((value) => value.count),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return enabled ? (query.data ?? 0) : 0;
}
