/// <reference types="node" />
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signing of seamless-wallet requests (Node only; import '@app/contracts/seamless-signature').
 *
 * Headers: x-provider-code, x-timestamp (Unix milliseconds), x-nonce (16-64 of [A-Za-z0-9_-], never
 * reused), x-signature = lowercase hex HMAC-SHA256(provider secret, signing string), where the signing
 * string is `${timestamp}\n${nonce}\n${path}\n${sha256 hex of the raw body}`.
 */
export const seamlessHeaders = {
  provider: 'x-provider-code',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface SignedParts {
  timestamp: string;
  nonce: string;
  path: string;
  body: string;
}

export function seamlessSignature(secret: string, parts: SignedParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  return createHmac('sha256', secret)
    .update(`${parts.timestamp}\n${parts.nonce}\n${parts.path}\n${bodyHash}`)
    .digest('hex');
}

/** Constant-time comparison of a received signature with the expected one. */
export function isValidSeamlessSignature(secret: string, parts: SignedParts, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(seamlessSignature(secret, parts), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A demo ticket: base64url(JSON payload) + '.' + hex HMAC-SHA256(secret, that base64url text). The
 * payload is a SeamlessDemoTicket; the reader checks the signature before parsing.
 */
export function signDemoTicket(secret: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The ticket's JSON payload when its signature is valid, else null (parse it with the zod schema). */
export function openDemoTicket(secret: string, ticket: string): unknown {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || !signature || rest.length > 0 || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
