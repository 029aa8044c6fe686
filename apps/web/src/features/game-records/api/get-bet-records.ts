import type { BetRecordPage } from '@app/contracts';
import type { BetRecordsRequest } from '../lib/query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gameRecordKeys } from './game-record-keys';

/** GET /wps/relay/ODSFE2_MemBetDet (token): the member's rounds in the window, newest first, with totals. */
export function getBetRecords(query: BetRecordsRequest, signal?: AbortSignal): Promise<BetRecordPage> {
  return apiGet<BetRecordPage>('/wps/relay/ODSFE2_MemBetDet', { ...query }, signal);
}

export const betRecordsQueryOptions = (query: BetRecordsRequest) =>
  queryOptions({
    queryKey: gameRecordKeys.bets(query),
    queryFn: ({ signal }) => getBetRecords(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
