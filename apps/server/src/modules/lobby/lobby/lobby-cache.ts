import type { Db } from '../../../db/database.js';
import { createTtlCache, type TtlCache } from '../../../lib/ttl-cache.js';

/**
 * Catalog reads are cached in each server copy for 30 seconds: the catalog changes rarely and a
 * listing costs the database milliseconds of work. Two levels: whole answers (menus, a page of a
 * listing, hot games, lanes) and, for listings, the ordered node ids of each filter, so another page
 * or language of a known filter costs one primary-key lookup. An import through a copy clears that
 * copy's caches at once; other copies follow within the TTL. Caches belong to a database handle, so
 * tests over several databases never share entries.
 */
export const lobbyCacheTtlMs = 30_000;

interface LobbyCaches {
  answers: TtlCache<unknown>;
  idLists: TtlCache<unknown>;
}
const caches = new WeakMap<Db, LobbyCaches>();

function cachesOf(db: Db): LobbyCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      answers: createTtlCache({ ttlMs: lobbyCacheTtlMs, maxEntries: 2000 }),
      idLists: createTtlCache({ ttlMs: lobbyCacheTtlMs, maxEntries: 500 }),
    };
    caches.set(db, found);
  }
  return found;
}

export function cachedAnswer<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cachesOf(db).answers.get(key, load) as Promise<T>;
}

export function cachedIdList(db: Db, key: string, load: () => Promise<string[]>): Promise<string[]> {
  return cachesOf(db).idLists.get(key, load) as Promise<string[]>;
}

export function invalidateLobbyCache(db: Db): void {
  const found = caches.get(db);
  found?.answers.clear();
  found?.idLists.clear();
}
