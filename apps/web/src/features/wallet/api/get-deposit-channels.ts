import { getDepositChannelsEndpoint, type DepositChannel } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** Payment channels with their amount limits (token). */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return callEndpoint(getDepositChannelsEndpoint, {}, { signal });
}

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositChannels,
    queryFn: ({ signal }) => getDepositChannels(signal),
    staleTime: 5 * 60_000,
  });
