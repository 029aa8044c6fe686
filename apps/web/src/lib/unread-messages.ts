import type { UnreadCount } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { useSession } from './session';

/** Cache key of the unread platform-message count of a session (the inbox updates it after reading). */
export const unreadCountKey = (token: string | null) => ['messages', 'unread', token] as const;

/**
 * Unread platform messages (GET /wps/relay/CSP_unreadCount) for the side-menu and avatar badges.
 * Guests and trial accounts have no inbox: nothing is fetched and the count is 0.
 */
export function useUnreadCount(): number {
  const { token, loginState } = useSession();
  const enabled = loginState.isLogin && !loginState.isTrial;
  const query = useQuery({
    queryKey: unreadCountKey(token),
    queryFn: ({ signal }) =>
      apiGet<UnreadCount>('/wps/relay/CSP_unreadCount', undefined, signal).then((value) => value.count),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return enabled ? (query.data ?? 0) : 0;
}
