import { getRaffleHistoryEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export function useRaffleHistory(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['raffles', 'history', token, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(getRaffleHistoryEndpoint, { query: { pageNo, pageSize: 10 } }, { signal }),
    enabled: token !== null,
  });
}
