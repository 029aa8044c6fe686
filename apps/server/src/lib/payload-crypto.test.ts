import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload, type EncryptedBody } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { decryptPayload } from './payload-crypto.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const jwk = { ...publicKey.export({ format: 'jwk' }), alg: 'RSA-OAEP-256', use: 'enc' } as {
  kty: 'RSA';
  n: string;
  e: string;
  alg: string;
  use: string;
};

function flipByte(base64: string, index = 0): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('encrypted payloads (WebCrypto encryptPayload -> node:crypto decryptPayload)', () => {
  const payload = {
    type: 'username',
    username: 'player1',
    password: 'pässwörd 123',
    nested: { list: [1, 2, 3] },
  };

  it('round-trips with a PEM key and with a JWK', async () => {
    expect(decryptPayload(privateKey, await encryptPayload(pem, payload))).toEqual(payload);
    expect(decryptPayload(privateKey, await encryptPayload(jwk, payload, 'kid-1'))).toEqual(payload);
  });

  it('uses a fresh key and nonce every time', async () => {
    const [a, b] = [await encryptPayload(pem, payload), await encryptPayload(pem, payload)];
    expect(a.enc.key).not.toBe(b.enc.key);
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(a.enc.data).not.toBe(b.enc.data);
  });

  it('refuses a payload tampered anywhere, or made for another key', async () => {
    const body = await encryptPayload(pem, payload);
    const tampered: EncryptedBody[] = [
      { enc: { ...body.enc, data: flipByte(body.enc.data, 3) } },
      {
        enc: { ...body.enc, data: flipByte(body.enc.data, Buffer.from(body.enc.data, 'base64').length - 1) },
      },
      { enc: { ...body.enc, iv: flipByte(body.enc.iv) } },
      { enc: { ...body.enc, key: flipByte(body.enc.key, 10) } },
      { enc: { ...body.enc, iv: Buffer.alloc(8).toString('base64') } },
    ];
    for (const candidate of tampered) expect(() => decryptPayload(privateKey, candidate)).toThrow();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(() => decryptPayload(other, body)).toThrow();
  });
});
