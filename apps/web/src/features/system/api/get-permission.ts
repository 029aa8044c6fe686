import { getPermissionInfoEndpoint, type PermissionInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getPermission(signal?: AbortSignal): Promise<PermissionInfo> {
  return callEndpoint(getPermissionInfoEndpoint, {}, { signal });
}

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: Infinity,
  });
