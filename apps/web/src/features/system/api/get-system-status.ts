import type { SystemStatusValue } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return apiGet<SystemStatusValue>('/wps/system/status', undefined, signal);
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: Infinity,
  });
