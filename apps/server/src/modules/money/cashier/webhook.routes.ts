import { sandboxGatewayCallbackEndpoint } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createCashierContext } from './deposit.service.js';
import { handleSandboxCallback } from './gateway-callback.service.js';

const callbackRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => {
  const cashier = createCashierContext(db, config);
  return [
    // The guard (gateway-access.ts) has verified the signature over the raw body.
    route(sandboxGatewayCallbackEndpoint, ({ body, request }) =>
      handleSandboxCallback(cashier, body, request.log),
    ),
  ];
});

/** Payment gateway callbacks. Their signature covers the exact bytes sent, so JSON bodies stay raw text. */
export const webhookRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  await callbackRoutes(app, deps);
};
