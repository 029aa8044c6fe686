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

export function reset(db: Db, key: string): Promise<void> {
  return repo.deleteCounter(db, key);
}

export const minutes = (n: number): number => n * 60_000;
export const seconds = (n: number): number => n * 1000;
