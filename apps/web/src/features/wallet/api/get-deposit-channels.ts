import type { DepositChannel } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wps/cashier/deposit/channels (token): payment channels with their amount limits. */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return apiGet<DepositChannel[]>('/wps/cashier/deposit/channels', undefined, signal);
}

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositChannels,
    queryFn: ({ signal }) => getDepositChannels(signal),
    staleTime: 5 * 60_000,
  });
