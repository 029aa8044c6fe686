import { getProfitLossEndpoint, type ProfitLossQuery, type ProfitLossValue } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { gameRecordKeys } from './game-record-keys';

/** Profit and loss, ODSFE2_MemProfitLoss (token): the window's totals per day and per game type. */
export function getProfitLoss(query: ProfitLossQuery, signal?: AbortSignal): Promise<ProfitLossValue> {
  return callEndpoint(getProfitLossEndpoint, { query }, { signal });
}

export const profitLossQueryOptions = (query: ProfitLossQuery) =>
  queryOptions({
    queryKey: gameRecordKeys.profitLoss(query),
    queryFn: ({ signal }) => getProfitLoss(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
