import { getLoginHistoryEndpoint } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** A page of the login history, newest first. */
export function useLoginHistory(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['security', 'logins', token, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(
        getLoginHistoryEndpoint,
        { query: { pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE } },
        { signal },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
