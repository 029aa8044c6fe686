import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachePerOwner, ExpiringCache } from './expiring-cache.js';

describe('ExpiringCache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('answers an entry until its time is up, then forgets it', () => {
    const cache = new ExpiringCache<string>(1_000, 10);
    cache.set('a', 'one');
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('one');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'two');
    expect(cache.get('a')).toBe('two');
  });

  it('drops the oldest entry to make room; setting an entry again makes it the newest', () => {
    const cache = new ExpiringCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('keeps one cache per owner, with the time its owner gives', () => {
    const cacheOf = cachePerOwner<string, { ttlMs: number }>((owner) => owner.ttlMs, 10);
    const short = { ttlMs: 10 };
    const long = { ttlMs: 1_000 };
    cacheOf(short).set('k', 'short');
    cacheOf(long).set('k', 'long');
    expect(cacheOf(short)).toBe(cacheOf(short));
    vi.advanceTimersByTime(500);
    expect([cacheOf(short).get('k'), cacheOf(long).get('k')]).toEqual([undefined, 'long']);
  });
});
