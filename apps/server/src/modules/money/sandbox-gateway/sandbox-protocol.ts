import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The sandbox payment gateway's protocol, as a real gateway would publish it: a signed payment token
 * for its payment page, and signed callbacks (HMAC-SHA256 over "<timestamp>.<raw body>").
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';

export interface PaymentOrder {
  /** The merchant's order reference (our deposit reference). */
  reference: string;
  /** Decimal string, e.g. "500.00". */
  amount: string;
  /** Where the payer goes back to (a path on the merchant's site). */
  returnUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${hmac(secret, `${timestamp}.${rawBody}`).toString('hex')}`;
}

/** The headers of a callback as the sandbox gateway sends it: JSON, signed at `timestamp` (Unix seconds). */
export function signedCallbackHeaders(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signCallback(secret, timestamp, rawBody),
  };
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** Checks a callback's signature, then that its timestamp is within `toleranceSeconds` of now. */
export function verifyCallback(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureCheck {
  const timestamp = Number(headers.timestamp);
  const match = /^v1=([0-9a-f]{64})$/.exec(headers.signature ?? '');
  if (!match?.[1] || !Number.isInteger(timestamp)) return 'invalid';
  if (!sameBytes(Buffer.from(match[1], 'hex'), hmac(secret, `${timestamp}.${rawBody}`))) return 'invalid';
  return Math.abs(nowSeconds - timestamp) <= toleranceSeconds ? 'ok' : 'expired';
}

export function encodePaymentToken(secret: string, order: PaymentOrder): string {
  const body = Buffer.from(JSON.stringify(order)).toString('base64url');
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

export function decodePaymentToken(secret: string, token: string, nowSeconds: number): PaymentOrder | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(secret, body))) return null;
  try {
    const order = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PaymentOrder;
    return order.expiresAt >= nowSeconds ? order : null;
  } catch {
    return null;
  }
}

export const gatewayEventSchema = z.object({
  eventId: z.string().min(8).max(64),
  reference: z.string().max(32),
  amount: z.string().max(32),
  status: z.enum(['succeeded', 'failed']),
  failureReason: z.string().max(200).optional(),
});
