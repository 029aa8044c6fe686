import type { BalanceValue } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wps/v2/wallets/balance (token): the header balance. */
export function getBalance(signal?: AbortSignal): Promise<BalanceValue> {
  return apiGet<BalanceValue>('/wps/v2/wallets/balance', undefined, signal);
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 30_000,
  });
