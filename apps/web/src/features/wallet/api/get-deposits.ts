import type { Deposit } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export const DEPOSITS_PAGE_SIZE = 10;

/** GET /wps/cashier/deposits (token): the member's deposits, newest first. */
export function getDeposits(pageNo: number, signal?: AbortSignal): Promise<Page<Deposit>> {
  return apiGet<Page<Deposit>>('/wps/cashier/deposits', { pageNo, pageSize: DEPOSITS_PAGE_SIZE }, signal);
}

export const depositsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: walletKeys.deposits(pageNo),
    queryFn: ({ signal }) => getDeposits(pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
