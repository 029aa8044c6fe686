import type { Db } from '../../../db/database.js';
import * as repo from './rate-limit.repository.js';

/**
 * Throttles and failure counters shared by every server copy: counters live in PostgreSQL
 * (`rate_limit`, one upsert per hit), so N copies behind a load balancer enforce one limit.
 */
export interface RateRule {
  windowMs: number;
  /** Hits allowed in a window. */
  max: number;
  /** Once over `max`, refuse for exactly this long from then (default: until the window ends). */
  blockMs?: number;
}

export interface RateDecision {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/** Counts a hit against `key` and says whether it is within the rule. */
export async function consume(db: Db, key: string, rule: RateRule, now = new Date()): Promise<RateDecision> {
  const blockEnd = rule.blockMs ? new Date(now.getTime() + rule.blockMs) : null;
  const counter = await repo.hitCounter(db, key, now, rule.windowMs, rule.max, blockEnd);
  return {
    allowed: counter.count <= rule.max,
    count: counter.count,
    retryAfterMs: Math.max(0, counter.resetAt.getTime() - now.getTime()),
  };
}

/** The hits counted in `key`'s current window, without counting one more. */
export async function peek(
  db: Db,
  key: string,
  now = new Date(),
): Promise<{ count: number; retryAfterMs: number }> {
  const counter = await repo.findCounter(db, key, now);
  return counter
    ? { count: counter.count, retryAfterMs: counter.resetAt.getTime() - now.getTime() }
    : { count: 0, retryAfterMs: 0 };
}

/** Counts a hit against `key` in a window of `windowMs` (no limit: the caller decides) and answers the count. */
export async function count(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  return (await repo.hitCounter(db, key, now, windowMs, 0, null)).count;
}

/** The live counts of several keys in one read (0 for a key without one). */
export async function peekCounts(
  db: Db,
  keys: readonly string[],
  now = new Date(),
): Promise<Map<string, { count: number; retryAfterMs: number }>> {
  const counters = await repo.findCounters(db, keys, now);
  return new Map(
    keys.map((key) => {
      const counter = counters.get(key);
      return [
        key,
        counter
          ? { count: counter.count, retryAfterMs: counter.resetAt.getTime() - now.getTime() }
          : { count: 0, retryAfterMs: 0 },
      ];
    }),
  );
}

/**
 * A wait between attempts: `key` is free once its time has passed. `hold` takes it for `holdMs`
 * (one caller among concurrent ones); refused, it answers how long until it is free.
 */
export type Hold = { allowed: true; key: string; until: Date } | { allowed: false; retryAfterMs: number };

export async function hold(db: Db, key: string, holdMs: number, now = new Date()): Promise<Hold> {
  const until = new Date(now.getTime() + holdMs);
  const taken = await repo.takeUntil(db, key, now, until);
  if (taken) return { allowed: true, key, until: taken.resetAt };
  const held = await repo.findCounter(db, key, now);
  // Freed between the two reads: a retry right away will succeed.
  return { allowed: false, retryAfterMs: held ? held.resetAt.getTime() - now.getTime() : 0 };
}

/** Keeps `key` waiting until at least `waitMs` from now. */
export function extendWait(db: Db, key: string, waitMs: number, now = new Date()): Promise<void> {
  return repo.extendUntil(db, key, new Date(now.getTime() + waitMs));
}

/** Gives a hold back unless it was extended meanwhile. */
export function release(db: Db, taken: { key: string; until: Date }, now = new Date()): Promise<void> {
  return repo.freeHeld(db, taken.key, taken.until, now);
}

export function reset(db: Db, ...keys: string[]): Promise<void> {
  return repo.deleteCounters(db, keys);
}

export const minutes = (n: number): number => n * 60_000;
export const seconds = (n: number): number => n * 1000;
