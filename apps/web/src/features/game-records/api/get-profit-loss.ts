import type { ProfitLossQuery, ProfitLossValue } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gameRecordKeys } from './game-record-keys';

/** GET /wps/relay/ODSFE2_MemProfitLoss (token): the window's totals per day and per game type. */
export function getProfitLoss(query: ProfitLossQuery, signal?: AbortSignal): Promise<ProfitLossValue> {
  return apiGet<ProfitLossValue>('/wps/relay/ODSFE2_MemProfitLoss', { ...query }, signal);
}

export const profitLossQueryOptions = (query: ProfitLossQuery) =>
  queryOptions({
    queryKey: gameRecordKeys.profitLoss(query),
    queryFn: ({ signal }) => getProfitLoss(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
