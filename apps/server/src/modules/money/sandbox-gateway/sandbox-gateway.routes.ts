import { safeText } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../../lib/form-body.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  buildCallback,
  openPayment,
  renderMessagePage,
  renderPaymentPage,
} from './sandbox-gateway.service.js';

const PAY_PATH = '/wps/sandbox-gateway/pay';
const CALLBACK_PATH = '/wps/cashier/webhooks/sandbox';

/**
 * The sandbox gateway's payment page, served by this server for development and tests. Paying (or
 * cancelling) sends the signed callback to the merchant's webhook, then returns the payer to the site.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config }) => {
  const secret = config.SANDBOX_GATEWAY_SECRET;
  if (!secret) return;
  acceptFormBodies(app);
  const html = (status: number, body: string) => ({ status, body });

  app.get(
    PAY_PATH,
    {
      schema: {
        tags: ['sandbox gateway'],
        summary: 'The sandbox gateway payment page (HTML) a redirect deposit sends the player to',
        querystring: z.object({ token: safeText(2048, { trim: false }) }),
      },
    },
    async (request, reply) => {
      const order = openPayment(secret, request.query.token);
      const page = order
        ? html(200, renderPaymentPage(order, request.query.token, PAY_PATH))
        : html(
            400,
            renderMessagePage('Payment link invalid', 'This payment link is invalid or has expired.'),
          );
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
    },
  );

  app.post(
    PAY_PATH,
    {
      schema: {
        tags: ['sandbox gateway'],
        summary: "The payer's decision on the sandbox payment page (form: token, outcome pay|fail)",
        body: z.object({ token: safeText(2048, { trim: false }), outcome: z.enum(['pay', 'fail']) }),
      },
    },
    async (request, reply) => {
      const order = openPayment(secret, request.body.token);
      if (!order) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(renderMessagePage('Payment link invalid', 'This payment link is invalid or has expired.'));
      }
      const paid = request.body.outcome === 'pay';
      const callback = buildCallback(secret, order, paid);
      const delivered = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: callback.headers,
        payload: callback.body,
      });
      if (delivered.statusCode !== 200 && delivered.statusCode !== 409) {
        request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox callback refused');
        return reply
          .code(502)
          .type('text/html; charset=utf-8')
          .send(renderMessagePage('Payment not confirmed', 'The merchant did not accept the payment.'));
      }
      const separator = order.returnUrl.includes('?') ? '&' : '?';
      return reply.redirect(`${order.returnUrl}${separator}result=${paid ? 'success' : 'failed'}`, 303);
    },
  );
};
