import type { WithdrawInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wps/cashier/withdraw/info (token): balance, limits, payment-password state, bound accounts. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return apiGet<WithdrawInfo>('/wps/cashier/withdraw/info', undefined, signal);
}

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 10_000,
  });
