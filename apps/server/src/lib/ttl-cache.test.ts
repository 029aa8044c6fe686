import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', () => Promise.resolve(7))).toBe(7);
  });

  it('drops the least recently used entries beyond the limit, and clears', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a'));
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('a', () => Promise.resolve('stale'));
    await cache.get('c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('new'))).toBe('a');
    expect(await cache.get('b', () => Promise.resolve('reloaded'))).toBe('reloaded');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
