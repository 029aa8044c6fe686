import { getJackpotEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Jackpot pools and the latest winners. */
export function useJackpotBoard() {
  return useQuery({
    queryKey: ['raffles', 'jackpot'],
    queryFn: ({ signal }) => callEndpoint(getJackpotEndpoint, {}, { signal }),
    refetchInterval: 15_000,
  });
}
