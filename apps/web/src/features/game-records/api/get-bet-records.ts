import { getBetRecordsEndpoint, type BetRecordPage } from '@app/contracts';
import type { BetRecordsRequest } from '../lib/query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { gameRecordKeys } from './game-record-keys';

/** Betting record, ODSFE2_MemBetDet (token): the member's rounds in the window, newest first, with totals. */
export function getBetRecords(query: BetRecordsRequest, signal?: AbortSignal): Promise<BetRecordPage> {
  return callEndpoint(getBetRecordsEndpoint, { query }, { signal });
}

export const betRecordsQueryOptions = (query: BetRecordsRequest) =>
  queryOptions({
    queryKey: gameRecordKeys.bets(query),
    queryFn: ({ signal }) => getBetRecords(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
