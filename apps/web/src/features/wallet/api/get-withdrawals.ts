import { getWithdrawalsEndpoint, type Withdrawal } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** The member's withdrawals, newest first (token). */
export function getWithdrawals(pageNo: number, signal?: AbortSignal): Promise<Page<Withdrawal>> {
  return callEndpoint(
    getWithdrawalsEndpoint,
    { query: { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE } },
    { signal },
  );
}

export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(pageNo),
    queryFn: ({ signal }) => getWithdrawals(pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
