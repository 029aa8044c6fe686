/**
 * A small in-process cache for read-mostly data: entries live `ttlMs`, at most `maxEntries` are kept
 * (least recently used go first), and concurrent misses of one key share a single load. A failed
 * load is not cached.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/**
 * One TtlCache per owner object (a database handle, for data that belongs to one database): created
 * on first use and gone with its owner.
 */
export function perOwnerCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
}): (owner: object) => TtlCache<V> {
  const caches = new WeakMap<object, TtlCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = createTtlCache<V>(options);
      caches.set(owner, cache);
    }
    return cache;
  };
}
