import type { Db } from '../../../db/database.js';
import { perOwnerCache } from '../../../lib/ttl-cache.js';

/**
 * Catalog reads are cached in each server copy for 30 seconds: the catalog changes rarely and a
 * listing costs the database milliseconds of work. Two levels: whole answers (menus, a page of a
 * listing, hot games, lanes) and, for listings, the ordered node ids of each filter, so another page
 * or language of a known filter costs one primary-key lookup. An import through a copy clears that
 * copy's caches at once; other copies follow within the TTL. Caches belong to a database handle, so
 * tests over several databases never share entries.
 */
export const lobbyCacheTtlMs = 30_000;

const answersOf = perOwnerCache<unknown>({ ttlMs: lobbyCacheTtlMs, maxEntries: 2000 });
const idListsOf = perOwnerCache<string[]>({ ttlMs: lobbyCacheTtlMs, maxEntries: 500 });

export function cachedAnswer<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return answersOf(db).get(key, load) as Promise<T>;
}

export function cachedIdList(db: Db, key: string, load: () => Promise<string[]>): Promise<string[]> {
  return idListsOf(db).get(key, load);
}

export function invalidateLobbyCache(db: Db): void {
  answersOf(db).clear();
  idListsOf(db).clear();
}
