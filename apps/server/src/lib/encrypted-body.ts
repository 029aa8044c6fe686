import { encryptedBodySchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { PayloadKey } from './payload-crypto.js';
import { keyedError } from './app-errors.js';
import { decryptPayload } from './payload-crypto.js';

export const encryptedBodyNote =
  '(enc) The body may be sent encrypted as { enc: { key, iv, data } } made with encryptPayload() from @app/contracts and the key of GET /wps/system/publicKey; the schema below is the decrypted body. Plain JSON is accepted only when the server allows it (ALLOW_PLAIN_ENC_BODIES).';

export type DecryptBodyHook = (request: FastifyRequest) => Promise<void>;

/**
 * A preValidation hook for (enc) routes: replaces an encrypted body with its decrypted JSON before
 * the route's schema validates it, so the schema always sees the real payload.
 */
export function createDecryptBodyHook(options: {
  loadKey: () => Promise<PayloadKey>;
  allowPlain: boolean;
}): DecryptBodyHook {
  return async (request) => {
    const body: unknown = request.body;
    const isObject = typeof body === 'object' && body !== null;
    if (!isObject || !('enc' in body)) {
      if (!options.allowPlain) throw keyedError(400, 'payload_must_be_encrypted');
      return;
    }
    const parsed = encryptedBodySchema.safeParse(body);
    if (!parsed.success) throw keyedError(400, 'payload_unreadable');
    const { publicInfo, privateKey } = await options.loadKey();
    if (parsed.data.enc.kid !== undefined && parsed.data.enc.kid !== publicInfo.keyId) {
      throw keyedError(400, 'payload_unreadable');
    }
    try {
      request.body = decryptPayload(privateKey, parsed.data);
    } catch {
      throw keyedError(400, 'payload_unreadable');
    }
  };
}
