import { getSystemStatusEndpoint, type SystemStatusValue } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return callEndpoint(getSystemStatusEndpoint, {}, { signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: Infinity,
  });
