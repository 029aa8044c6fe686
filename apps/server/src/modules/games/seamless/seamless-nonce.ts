import { seamlessEndpoints } from '@app/contracts';
import type { AppError } from '../../../lib/envelope.js';
import type { Db } from '../../../db/database.js';
import { seamlessError } from './seamless-errors.js';
import * as repo from './seamless.repository.js';

/**
 * The nonce of a bet, win or winBatch call, recorded by the call's own statement (seamless_nonce_claim
 * inside seamless_bet/seamless_win/seamless_win_batch) instead of a statement of its own: the hottest
 * calls cost one round trip. `recorded` turns true once that statement ran; a call refused before it
 * (bad body, unknown player) or by it (its refusal rolls the nonce back) has its nonce recorded by the
 * scope's error handler, so a replay of a refused call is refused as a replay, as it always was.
 */
export interface DeferredNonce {
  readonly provider: string;
  readonly value: string;
  recorded: boolean;
}

/** The routes whose statement records the nonce. */
export const nonceInStatementRoutes: ReadonlySet<string> = new Set([
  seamlessEndpoints.bet.path,
  seamlessEndpoints.win.path,
  seamlessEndpoints.winBatch.path,
]);

/** Keyed by the request object (the guard and the handler see the same one). */
const deferred = new WeakMap<object, DeferredNonce>();

export function deferNonce(request: object, provider: string, value: string): void {
  deferred.set(request, { provider, value, recorded: false });
}

export function deferredNonce(request: object): DeferredNonce | undefined {
  return deferred.get(request);
}

/**
 * Records the nonce of a refused call that its statement did not record. Answers the refusal that
 * replaces the call's own when the nonce was used before (or the provider is disabled), else null.
 */
export async function recordRefusedCallNonce(db: Db, request: object): Promise<AppError | null> {
  const nonce = deferred.get(request);
  if (!nonce || nonce.recorded) return null;
  nonce.recorded = true;
  if (await repo.insertNonce(db, nonce.provider, nonce.value)) return null;
  const provider = await repo.findProvider(db, nonce.provider);
  return seamlessError(provider?.enabled ? 'NONCE_REPLAYED' : 'PROVIDER_DISABLED');
}
