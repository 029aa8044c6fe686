import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptedBody, PublicKeyInfo } from '@app/contracts';

/** The RSA key pair of (enc) payloads. */
export interface PayloadKey {
  publicInfo: PublicKeyInfo;
  privateKey: KeyObject;
}

const TAG_BYTES = 16;

/**
 * Opens a body made by `encryptPayload` (@app/contracts): unwraps the AES key with the RSA private
 * key (OAEP, SHA-256), then decrypts and authenticates the data with AES-256-GCM. Throws on any
 * tampering, wrong key or malformed input.
 */
export function decryptPayload(privateKey: KeyObject, body: EncryptedBody): unknown {
  const dataKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.enc.key, 'base64'),
  );
  const iv = Buffer.from(body.enc.iv, 'base64');
  const sealed = Buffer.from(body.enc.data, 'base64');
  if (dataKey.length !== 32 || iv.length !== 12 || sealed.length < TAG_BYTES) {
    throw new Error('malformed encrypted payload');
  }
  const decipher = createDecipheriv('aes-256-gcm', dataKey, iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8')) as unknown;
}
