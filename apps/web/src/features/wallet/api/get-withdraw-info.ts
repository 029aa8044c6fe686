import { getWithdrawInfoEndpoint, type WithdrawInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** Balance, limits, payment-password state and bound accounts (token). */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return callEndpoint(getWithdrawInfoEndpoint, {}, { signal });
}

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 10_000,
  });
