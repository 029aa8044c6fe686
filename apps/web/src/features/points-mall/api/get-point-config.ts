import { getPointConfigEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { pointsKeys } from './keys';

export function usePointConfig() {
  return useQuery({
    queryKey: pointsKeys.config,
    queryFn: ({ signal }) => callEndpoint(getPointConfigEndpoint, {}, { signal }),
  });
}
