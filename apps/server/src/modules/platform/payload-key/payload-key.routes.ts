import { envelopeSchema, publicKeySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';

export const payloadKeyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { loadPayloadKey }) => {
  app.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags: ['system'],
        summary: 'Public key for (enc) request bodies (RSA-OAEP SHA-256 wrapping an AES-256-GCM key)',
        response: { 200: envelopeSchema(publicKeySchema) },
      },
    },
    async () => ok((await loadPayloadKey()).publicInfo),
  );
};
