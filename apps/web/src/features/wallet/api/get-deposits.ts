import { getDepositsEndpoint, type Deposit } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export const DEPOSITS_PAGE_SIZE = 10;

/** The member's deposits, newest first (token). */
export function getDeposits(pageNo: number, signal?: AbortSignal): Promise<Page<Deposit>> {
  return callEndpoint(getDepositsEndpoint, { query: { pageNo, pageSize: DEPOSITS_PAGE_SIZE } }, { signal });
}

export const depositsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: walletKeys.deposits(pageNo),
    queryFn: ({ signal }) => getDeposits(pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
