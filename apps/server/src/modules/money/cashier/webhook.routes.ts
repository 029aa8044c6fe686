import { envelopeSchema, errorEnvelopeWithDetailSchema, safeText } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../sandbox-gateway/sandbox-protocol.js';
import { createCashierContext } from './deposit.service.js';
import { handleSandboxCallback } from './gateway-callback.service.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Payment gateway callbacks. Their signature covers the exact bytes sent, so the body is kept raw. */
export const webhookRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const cashier = createCashierContext(db, config);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/wps/cashier/webhooks/sandbox',
    {
      schema: {
        tags: ['cashier'],
        summary: 'Sandbox gateway callback (signed: x-sandbox-timestamp, x-sandbox-signature)',
        description:
          'HMAC-SHA256 of "<timestamp>.<raw body>" with SANDBOX_GATEWAY_SECRET, as "v1=<hex>". 401 bad signature or timestamp outside WEBHOOK_TOLERANCE_SECONDS; 409 event id already processed for this deposit (replay); 422 the event id was used for this deposit with a different body (logged as an error); 400 amount differs from the deposit. Nothing moves on any refusal.',
        body: safeText(8192, { kind: 'multiline', trim: false }),
        response: {
          200: envelopeSchema(z.object({ reference: z.string(), status: z.string() })),
          400: errorEnvelopeWithDetailSchema,
          401: errorEnvelopeWithDetailSchema,
          404: errorEnvelopeWithDetailSchema,
          409: errorEnvelopeWithDetailSchema,
          422: errorEnvelopeWithDetailSchema,
        },
      },
    },
    async (request) =>
      ok(
        await handleSandboxCallback(
          cashier,
          {
            rawBody: request.body,
            signature: header(request.headers[SIGNATURE_HEADER]),
            timestamp: header(request.headers[TIMESTAMP_HEADER]),
          },
          request.log,
        ),
      ),
  );
};
