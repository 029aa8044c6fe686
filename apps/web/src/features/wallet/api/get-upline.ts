import { getUplineEndpoint } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** Who transferUpline sends to (null: nobody) (token). */
export function getUpline(signal?: AbortSignal) {
  return callEndpoint(getUplineEndpoint, {}, { signal });
}

export const uplineQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.upline,
    queryFn: ({ signal }) => getUpline(signal),
    staleTime: 5 * 60_000,
  });
