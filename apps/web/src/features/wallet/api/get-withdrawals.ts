import type { Withdrawal } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** GET /wps/cashier/withdrawals (token): the member's withdrawals, newest first. */
export function getWithdrawals(pageNo: number, signal?: AbortSignal): Promise<Page<Withdrawal>> {
  return apiGet<Page<Withdrawal>>(
    '/wps/cashier/withdrawals',
    { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE },
    signal,
  );
}

export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(pageNo),
    queryFn: ({ signal }) => getWithdrawals(pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
