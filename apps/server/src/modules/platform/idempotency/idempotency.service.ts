import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import * as repo from './idempotency.repository.js';

export interface IdempotentRequest {
  /** Whose key space: 'member:12', 'webhook:sandbox', ... */
  scope: string;
  key: string;
  /** What the request asks for (operation and data, never secrets): a retry must ask for the same. */
  payload: Record<string, unknown>;
}

/** SHA-256 of the payload as JSON with sorted keys (bigints as strings). */
export function requestHash(payload: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (typeof value === 'bigint') return value.toString();
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

/**
 * Runs `work` once per (scope, key), in one transaction with the claim of the key: a retry (even one
 * racing the first attempt) gets the first answer and moves nothing; the same key with a different
 * payload is refused (409). When `work` fails nothing is kept, so the request can be retried.
 * The answer must be JSON (it is stored as the response of the key).
 */
export async function runOnce<T>(
  db: Db,
  request: IdempotentRequest,
  work: (trx: Db) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const hash = requestHash(request.payload);
  return db.transaction().execute(async (trx) => {
    if (await repo.insertKey(trx, request.scope, request.key, hash)) {
      const value = await work(trx);
      await repo.storeResponse(trx, request.scope, request.key, value);
      return { value, replayed: false };
    }
    const existing = await repo.findKey(trx, request.scope, request.key);
    if (!existing || existing.request_hash !== hash) throw keyedError(409, 'request_id_reused');
    return { value: existing.response as T, replayed: true };
  });
}
