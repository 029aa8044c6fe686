import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type QueryParams } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/**
 * A GET report of the agent center (a period, filters and a page): the previous answer stays shown
 * while the next one loads, so changing a filter does not blank the page.
 */
export const reportQueryOptions = <T>(path: string, query: QueryParams) =>
  queryOptions({
    queryKey: agentKeys.report(path, query),
    queryFn: ({ signal }) => apiGet<T>(path, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReport = <T>(path: string, query: QueryParams) =>
  useQuery(reportQueryOptions<T>(path, query));
