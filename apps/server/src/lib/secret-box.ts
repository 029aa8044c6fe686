import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept in the database encrypted with an application key (AES-256-GCM). The stored form is
 * `gcm1.<iv>.<tag>.<ciphertext>` (base64url). `context` is bound as additional data (e.g. the table and
 * the member's id), so a sealed value copied onto another row does not open there.
 */
const PREFIX = 'gcm1';

/** The 256-bit key of one purpose, derived from the configured application key (any length ≥ 32). */
export function secretBoxKey(applicationKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', applicationKey, '', `secret-box:${purpose}`, 32));
}

export const isSealed = (value: string): boolean => value.startsWith(`${PREFIX}.`);

export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value; throws when it was not sealed with this key for this context. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) throw new Error('not a sealed secret');
  const [iv, tag, body] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
