import { useDeferredValue } from 'react';

/**
 * A query's answer as a deferred copy, and whether it is still to come. TanStack Query re-renders
 * through useSyncExternalStore, which React never time-slices; rendering from the deferred copy
 * makes what the answer adds render in a transition, in slices between other work. `pending` holds
 * until the copy has the answer, so a skeleton never gives way to an empty state in between.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isError: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, pending: data === undefined && !query.isError };
}
