/**
 * A bounded in-process map whose entries are forgotten `ttlMs` after they were set (by wall-clock
 * time, whatever clock the caller's services use); when full, the oldest entry makes room. For reads a
 * provider copy may reuse for a moment, where whatever depends on them is checked again where it is
 * written.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), value });
  }
}

/** One cache per owner (a provider's context or database), made on first use with the owner's lifetime. */
export function cachePerOwner<V, O extends object = object>(
  ttlMs: number | ((owner: O) => number),
  max: number,
): (owner: O) => ExpiringCache<V> {
  const caches = new WeakMap<O, ExpiringCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new ExpiringCache<V>(typeof ttlMs === 'number' ? ttlMs : ttlMs(owner), max);
      caches.set(owner, cache);
    }
    return cache;
  };
}
