import { getBalanceEndpoint, type BalanceValue } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** The header balance (token). */
export function getBalance(signal?: AbortSignal): Promise<BalanceValue> {
  return callEndpoint(getBalanceEndpoint, {}, { signal });
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });
