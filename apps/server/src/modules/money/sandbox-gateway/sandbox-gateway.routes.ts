import {
  sandboxGatewayCallbackEndpoint,
  sandboxPaymentDecisionEndpoint,
  sandboxPaymentPageEndpoint,
} from '@app/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { acceptFormBodies } from '../../../lib/form-body.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  buildCallback,
  openPayment,
  renderMessagePage,
  renderPaymentPage,
} from './sandbox-gateway.service.js';

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

const invalidLink = () =>
  renderMessagePage('Payment link invalid', 'This payment link is invalid or has expired.');

const pages = endpointRoutes<ModuleDeps & { secret: string }>(({ secret }) => [
  route(sandboxPaymentPageEndpoint, async ({ query, reply }) => {
    const order = openPayment(secret, query.token);
    return order
      ? sendHtml(reply, 200, renderPaymentPage(order, query.token, sandboxPaymentDecisionEndpoint.path))
      : sendHtml(reply, 400, invalidLink());
  }),
  route(sandboxPaymentDecisionEndpoint, async ({ body, request, reply }) => {
    const order = openPayment(secret, body.token);
    if (!order) return sendHtml(reply, 400, invalidLink());
    const paid = body.outcome === 'pay';
    const callback = buildCallback(secret, order, paid);
    const delivered = await request.server.inject({
      method: sandboxGatewayCallbackEndpoint.method,
      url: sandboxGatewayCallbackEndpoint.path,
      headers: callback.headers,
      payload: callback.body,
    });
    if (delivered.statusCode !== 200 && delivered.statusCode !== 409) {
      request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox callback refused');
      return sendHtml(
        reply,
        502,
        renderMessagePage('Payment not confirmed', 'The merchant did not accept the payment.'),
      );
    }
    const separator = order.returnUrl.includes('?') ? '&' : '?';
    return reply.redirect(`${order.returnUrl}${separator}result=${paid ? 'success' : 'failed'}`, 303);
  }),
]);

/**
 * The sandbox gateway's payment page, served by this server for development and tests. Paying (or
 * cancelling) sends the signed callback to the merchant's webhook, then returns the payer to the site.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const secret = deps.config.SANDBOX_GATEWAY_SECRET;
  if (!secret) return;
  acceptFormBodies(app);
  await pages(app, { ...deps, secret });
};
