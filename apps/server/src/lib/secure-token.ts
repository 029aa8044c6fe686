import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric code of `length` digits, uniformly random (leading zeros allowed). */
export function newNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code people can read out and type: no 0/O, 1/I. */
export function newReadableCode(length: number): string {
  return Array.from({ length }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}
