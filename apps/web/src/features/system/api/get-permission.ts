import type { PermissionInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getPermission(signal?: AbortSignal): Promise<PermissionInfo> {
  return apiGet<PermissionInfo>('/wps/system/permission', undefined, signal);
}

export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: Infinity,
  });
