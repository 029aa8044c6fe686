import { createHash, createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { payloadAlgorithm } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { PayloadKey } from '../../../lib/payload-crypto.js';
import * as repo from './payload-key.repository.js';

const KEY_ID = 'payload-encryption';
const generateRsa = promisify(generateKeyPair);

export type { PayloadKey };

/**
 * The RSA key pair of (enc) payloads, created once and kept in the database so every server copy
 * decrypts what any copy's public key encrypted. The first copy to start creates it.
 */
export async function getPayloadKey(db: Db): Promise<PayloadKey> {
  let row = await repo.findServerKey(db, KEY_ID);
  if (!row) {
    const pair = await generateRsa('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await repo.insertServerKeyIfAbsent(db, KEY_ID, pair.publicKey, pair.privateKey);
    row = await repo.findServerKey(db, KEY_ID);
    if (!row) throw new Error('payload key was not stored');
  }
  const publicKey = createPublicKey(row.public_key_pem);
  const jwk = publicKey.export({ format: 'jwk' });
  const keyId = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url')
    .slice(0, 16);
  return {
    publicInfo: {
      keyId,
      algorithm: payloadAlgorithm,
      publicKeyPem: row.public_key_pem,
      jwk: { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), alg: 'RSA-OAEP-256', use: 'enc' },
    },
    privateKey: createPrivateKey(row.private_key_pem),
  };
}

/** Loads the key on first use and keeps it; a failed load is retried on the next call. */
export function createPayloadKeyLoader(db: Db): () => Promise<PayloadKey> {
  let loading: Promise<PayloadKey> | undefined;
  return () => {
    loading ??= getPayloadKey(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
