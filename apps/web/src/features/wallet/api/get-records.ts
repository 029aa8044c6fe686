import { getAccountRecordsEndpoint, type RecordType, type WalletRecord } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { Page } from './page';
import { walletKeys } from './wallet-keys';

export const RECORDS_PAGE_SIZE = 20;

export interface RecordsQuery {
  /** Inclusive start and exclusive end, ISO with offset. */
  from: string;
  to: string;
  pageNo: number;
  type?: RecordType | undefined;
}

/** Account records in [from, to), newest first (token). */
export function getRecords(query: RecordsQuery, signal?: AbortSignal): Promise<Page<WalletRecord>> {
  return callEndpoint(
    getAccountRecordsEndpoint,
    { query: { ...query, pageSize: RECORDS_PAGE_SIZE } },
    { signal },
  );
}

export const recordsQueryOptions = (query: RecordsQuery) =>
  queryOptions({
    queryKey: walletKeys.records({ ...query }),
    queryFn: ({ signal }) => getRecords(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
