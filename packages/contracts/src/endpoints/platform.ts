import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const getPublicKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/publicKey',
  access: 'public',
  errors: [],
  tag: 'system',
  schemas: lazy((s) => ({
    summary: 'Public key for (enc) request bodies (RSA-OAEP SHA-256 wrapping an AES-256-GCM key)',
    response: s.publicKeySchema,
  })),
});
