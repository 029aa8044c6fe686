import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export interface Downline {
  username: string;
  nickname: string | null;
  type: number;
  /** 1: direct downline, 2: their downline, ... */
  level: number;
}

/** GET /wps/transfer/downlines (token; agents): members below the agent, nearest first. */
export function getDownlines(keyword: string, signal?: AbortSignal): Promise<Page<Downline>> {
  return apiGet<Page<Downline>>(
    '/wps/transfer/downlines',
    { pageNo: 1, pageSize: 20, keyword: keyword.trim() || undefined },
    signal,
  );
}

export const downlinesQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: walletKeys.downlines(keyword.trim()),
    queryFn: ({ signal }) => getDownlines(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
