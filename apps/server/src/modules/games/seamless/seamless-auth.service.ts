import { SEAMLESS_MAX_CLOCK_SKEW_MS } from '@app/contracts';
import { isValidSeamlessSignature, NONCE_PATTERN } from '@app/contracts/seamless-signature';
import type { Db } from '../../../db/database.js';
import { perOwnerCache } from '../../../lib/ttl-cache.js';
import { seamlessError } from './seamless-errors.js';
import * as repo from './seamless.repository.js';

export interface SignedCall {
  provider: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  path: string;
  body: string;
}

type ProviderRow = NonNullable<Awaited<ReturnType<typeof repo.findProvider>>>;

/**
 * Providers' secrets, kept a few seconds so a call costs no lookup. A secret changed meanwhile is read
 * again on the first signature it fails; `enabled` is checked by the nonce insert itself, so disabling a
 * provider takes effect at once.
 */
const providerCache = perOwnerCache<ProviderRow | undefined>({ ttlMs: 10_000, maxEntries: 64 });
function cachedProvider(db: Db, code: string, fresh: boolean): Promise<ProviderRow | undefined> {
  const cache = providerCache(db);
  if (fresh) cache.delete(code);
  return cache.get(code, () => repo.findProvider(db, code));
}

/**
 * Checks a signed seamless-wallet request and returns the calling provider's code: a known provider,
 * a timestamp within SEAMLESS_MAX_CLOCK_SKEW_MS, a valid HMAC over the raw body, the provider enabled,
 * and a nonce it never used (recorded only once the signature is valid, so nobody else can burn one;
 * for bet, win and winBatch the call's statement records it and checks `enabled`).
 */
export async function verifySignedCall(
  db: Db,
  call: SignedCall,
  now = Date.now(),
  /** False when the call's own statement records the nonce (seamless-nonce.ts). */
  recordNonce = true,
): Promise<string> {
  const { provider: code, timestamp, nonce, signature } = call;
  if (!code || !timestamp || !nonce || !signature) {
    throw seamlessError('INVALID_SIGNATURE', { message: 'Missing signature headers' });
  }
  if (!NONCE_PATTERN.test(nonce)) {
    throw seamlessError('INVALID_REQUEST', { message: 'x-nonce must be 16 to 64 of A-Z a-z 0-9 _ -' });
  }
  const sentAt = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > SEAMLESS_MAX_CLOCK_SKEW_MS) {
    throw seamlessError('REQUEST_EXPIRED');
  }
  if (!/^[A-Z0-9_]{1,32}$/.test(code)) throw seamlessError('INVALID_SIGNATURE');
  const signs = (provider: ProviderRow | undefined): provider is ProviderRow =>
    provider !== undefined &&
    isValidSeamlessSignature(
      provider.secret,
      { timestamp, nonce, path: call.path, body: call.body },
      signature,
    );
  let provider = await cachedProvider(db, code, false);
  if (!signs(provider)) provider = await cachedProvider(db, code, true);
  // An unknown provider gets the same answer as a wrong signature: nothing about providers is revealed.
  if (!signs(provider)) throw seamlessError('INVALID_SIGNATURE');
  if (!recordNonce) return provider.code;
  if (await repo.insertNonce(db, provider.code, nonce)) return provider.code;
  const current = await repo.findProvider(db, provider.code);
  throw seamlessError(current?.enabled ? 'NONCE_REPLAYED' : 'PROVIDER_DISABLED');
}

/** Nonces older than the timestamp window can never be replayed (their requests are refused as expired). */
export function pruneNonces(db: Db, now: Date): Promise<number> {
  return repo.deleteNoncesBefore(db, new Date(now.getTime() - 2 * SEAMLESS_MAX_CLOCK_SKEW_MS));
}
