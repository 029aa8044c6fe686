import type { Endpoint, EndpointQuery } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from './endpoint-client';
import { opsCall } from './ops-call';

/** React-query keys of the console: everything under one root, so signing out forgets it all. */
export const opsKeys = {
  all: ['ops'] as const,
  of: (name: string, input?: object) => ['ops', name, input ?? {}] as const,
};

/** A console GET: keyed by path and query; the previous answer stays while the next loads. */
export function useOpsQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: opsKeys.of(endpoint.path, input as object),
    queryFn: ({ signal }) => opsCall(endpoint, input, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    ...options,
  });
}

export type QueryOf<E extends Endpoint> = EndpointQuery<E>;
