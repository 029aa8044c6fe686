import { getPointDetailsEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { pointsKeys } from './keys';

export function usePointDetails(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: pointsKeys.details(token, pageNo),
    queryFn: ({ signal }) =>
      callEndpoint(
        getPointDetailsEndpoint,
        { query: { account: 'points', pageNo, pageSize: 10 } },
        { signal },
      ),
    enabled: token !== null,
  });
}
