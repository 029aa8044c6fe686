import type { Endpoint, EndpointQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

/**
 * A GET report of the agent center (a period, filters and a page): the previous answer stays shown
 * while the next one loads, so changing a filter does not blank the page.
 */
export const reportQueryOptions = <E extends Endpoint>(endpoint: E, query: EndpointQuery<E>) =>
  queryOptions({
    queryKey: agentKeys.report(endpoint.path, query as object),
    queryFn: ({ signal }) => callEndpoint(endpoint, { query } as EndpointInput<E>, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReport = <E extends Endpoint>(endpoint: E, query: EndpointQuery<E>) =>
  useQuery(reportQueryOptions(endpoint, query));
