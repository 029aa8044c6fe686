import { getBalanceEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { balanceQueryKey } from '../../../lib/wallet-balance';

/** The wallet balance (the header's cache entry, so both refresh together). */
export function useBalance() {
  return useQuery({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => callEndpoint(getBalanceEndpoint, {}, { signal }),
  });
}
