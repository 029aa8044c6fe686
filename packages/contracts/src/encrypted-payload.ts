import { z } from 'zod';

/**
 * Hybrid encryption of (enc) request bodies: a fresh AES-256-GCM key encrypts the JSON, and the
 * server's RSA-OAEP (SHA-256) public key wraps that AES key. Runs on WebCrypto, so the browser and
 * Node 20 (tests, e2e) share this one implementation.
 */
export const payloadAlgorithm = 'RSA-OAEP-256+A256GCM';

export const publicKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal(payloadAlgorithm),
  publicKeyPem: z.string().describe('SPKI PEM'),
  jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.string(), use: z.string() }),
});
export type PublicKeyInfo = z.infer<typeof publicKeySchema>;
export type PublicKeyJwk = PublicKeyInfo['jwk'];

const base64Text = z
  .string()
  .max(1_000_000)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64');
export const encryptedBodySchema = z.object({
  enc: z.object({
    kid: z.string().max(64).optional(),
    key: base64Text.describe('the AES key, wrapped with RSA-OAEP SHA-256'),
    iv: base64Text.describe('12-byte AES-GCM nonce'),
    data: base64Text.describe('AES-GCM ciphertext of the JSON body, with its 16-byte tag appended'),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

// The few WebCrypto pieces used here, typed locally so this package needs neither DOM nor Node types.
interface WebKey {
  readonly type: string;
}
interface WebCrypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
  subtle: {
    importKey(
      format: 'spki' | 'jwk',
      keyData: Uint8Array | PublicKeyJwk,
      algorithm: { name: 'RSA-OAEP'; hash: 'SHA-256' },
      extractable: boolean,
      usages: string[],
    ): Promise<WebKey>;
    generateKey(
      algorithm: { name: 'AES-GCM'; length: 256 },
      extractable: boolean,
      usages: string[],
    ): Promise<WebKey>;
    exportKey(format: 'raw', key: WebKey): Promise<ArrayBuffer>;
    encrypt(
      algorithm: { name: 'RSA-OAEP' } | { name: 'AES-GCM'; iv: Uint8Array },
      key: WebKey,
      data: Uint8Array | ArrayBuffer,
    ): Promise<ArrayBuffer>;
  };
}
interface WebGlobals {
  crypto: WebCrypto;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  btoa(binary: string): string;
  atob(base64: string): string;
}
const web = globalThis as unknown as WebGlobals;

export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return web.btoa(binary);
}

function pemToDer(pem: string): Uint8Array {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(web.atob(base64), (char) => char.charCodeAt(0));
}

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Encrypts a JSON payload for an (enc) endpoint; send the result as the request body. */
export async function encryptPayload(
  publicKey: string | PublicKeyJwk,
  payload: unknown,
  keyId?: string,
): Promise<EncryptedBody> {
  const { subtle } = web.crypto;
  const wrappingKey =
    typeof publicKey === 'string'
      ? await subtle.importKey('spki', pemToDer(publicKey), rsaOaep, false, ['encrypt'])
      : await subtle.importKey('jwk', publicKey, rsaOaep, false, ['encrypt']);
  const dataKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = web.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    dataKey,
    new web.TextEncoder().encode(JSON.stringify(payload)),
  );
  const wrapped = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    wrappingKey,
    await subtle.exportKey('raw', dataKey),
  );
  return {
    enc: { ...(keyId ? { kid: keyId } : {}), key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) },
  };
}
