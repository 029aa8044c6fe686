import { getRedeemPointListEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { pointsKeys } from './keys';

export function useRedemptions(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: pointsKeys.history(token, pageNo),
    queryFn: ({ signal }) =>
      callEndpoint(getRedeemPointListEndpoint, { query: { pageNo, pageSize: 10 } }, { signal }),
    enabled: token !== null,
  });
}
