import type { RecordType, WalletRecord } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
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

/** GET /wps/relay/ODSFE2_MemTransDet (token): account records in [from, to), newest first. */
export function getRecords(query: RecordsQuery, signal?: AbortSignal): Promise<Page<WalletRecord>> {
  return apiGet<Page<WalletRecord>>(
    '/wps/relay/ODSFE2_MemTransDet',
    { ...query, pageSize: RECORDS_PAGE_SIZE },
    signal,
  );
}

export const recordsQueryOptions = (query: RecordsQuery) =>
  queryOptions({
    queryKey: walletKeys.records({ ...query }),
    queryFn: ({ signal }) => getRecords(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
