import { getTransferDownlinesEndpoint } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** Members below the agent, nearest first (token; agents). */
export function getDownlines(keyword: string, signal?: AbortSignal) {
  return callEndpoint(
    getTransferDownlinesEndpoint,
    { query: { pageNo: 1, pageSize: 20, keyword: keyword.trim() || undefined } },
    { signal },
  );
}

export const downlinesQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: walletKeys.downlines(keyword.trim()),
    queryFn: ({ signal }) => getDownlines(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
