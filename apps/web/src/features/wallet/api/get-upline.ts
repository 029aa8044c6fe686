import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

export interface UplineValue {
  upline: { username: string; nickname: string | null } | null;
}

/** GET /wps/transfer/upline (token): who transferUpline sends to (null: nobody). */
export function getUpline(signal?: AbortSignal): Promise<UplineValue> {
  return apiGet<UplineValue>('/wps/transfer/upline', undefined, signal);
}

export const uplineQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.upline,
    queryFn: ({ signal }) => getUpline(signal),
    staleTime: 5 * 60_000,
  });
