interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * One statement for many callers: `flush` runs on the items added while the previous flush was running
 * (at most `max` at a time, one flush at a time), so a lone caller is served at once and concurrent
 * callers share a statement (and its commit) instead of queueing for a connection each. Each caller
 * gets its item's result (`flush` answers them in order); a failed flush fails only its own callers.
 */
export function batched<T, R>(
  flush: (items: readonly T[]) => Promise<readonly R[]>,
  max: number,
): (item: T) => Promise<R> {
  const queue: Waiting<T, R>[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, max);
      try {
        const results = await flush(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    running = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void run();
    });
}

/**
 * `batched` once per owner (a provider's context), made on first use with the owner's lifetime: each
 * copy of a provider shares its statements among its own callers only.
 */
export function batchedPerOwner<O extends object, T, R>(
  flush: (owner: O, items: readonly T[]) => Promise<readonly R[]>,
  max: number,
): (owner: O, item: T) => Promise<R> {
  const runs = new WeakMap<O, (item: T) => Promise<R>>();
  return (owner, item) => {
    let run = runs.get(owner);
    if (!run) {
      run = batched((items: readonly T[]) => flush(owner, items), max);
      runs.set(owner, run);
    }
    return run(item);
  };
}
