/** What a component adds to a wallet mutation: its own reaction once the caches are refreshed. */
export interface MutationCallbacks<T> {
  onSuccess?: (value: T) => void | Promise<void>;
  onError?: (error: Error) => void;
}
