import { getPointRewardEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { pointsKeys } from './keys';

export function useGoods() {
  return useQuery({
    queryKey: pointsKeys.goods,
    queryFn: ({ signal }) => callEndpoint(getPointRewardEndpoint, {}, { signal }),
  });
}
