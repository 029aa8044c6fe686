import { encryptPayload, getPublicKeyEndpoint, type PublicKeyInfo } from '@app/contracts';
import { apiRequest, type RequestOptions } from './api-client';
import { ApiError } from './api-error';

let publicKey: Promise<PublicKeyInfo> | null = null;

/** The server's payload key, once per page (a failed load is forgotten so it can be retried). */
function getPublicKey(): Promise<PublicKeyInfo> {
  publicKey ??= apiRequest<PublicKeyInfo>(getPublicKeyEndpoint.path).catch((error: unknown) => {
    publicKey = null;
    throw error;
  });
  return publicKey;
}

/**
 * The body of an (enc) call: the payload encrypted for the server's published key. WebCrypto only
 * exists on secure pages (https, localhost); elsewhere the payload goes as plain JSON, which the
 * server accepts only where it is allowed (ALLOW_PLAIN_ENC_BODIES, never in production).
 */
async function encryptedBody(payload: unknown): Promise<unknown> {
  if (typeof crypto === 'undefined' || !('subtle' in crypto) || !crypto.subtle) return payload;
  const key = await getPublicKey();
  return encryptPayload(key.jwk, payload, key.keyId);
}

/**
 * Calls an (enc) endpoint. If the server has rotated its key (payload_unreadable), the key is
 * fetched again and the call retried once.
 */
export async function encryptedRequest<T>(
  path: string,
  payload: unknown,
  options: Omit<RequestOptions, 'body' | 'form'> = {},
): Promise<T> {
  const send = async () =>
    apiRequest<T>(path, { method: 'POST', ...options, body: await encryptedBody(payload) });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.detail?.key !== 'payload_unreadable') throw error;
    publicKey = null;
    return send();
  }
}
