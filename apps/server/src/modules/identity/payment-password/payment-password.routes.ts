import {
  checkPaymentPasswordSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from '../session/auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { hasPaymentPassword, setPaymentPassword, verifyPaymentPassword } from './payment-password.service.js';

const tags = ['wallet'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  429: errorEnvelopeWithDetailSchema,
};

export const paymentPasswordRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, config, decryptBody },
) => {
  const auth = createAuth(db, config);

  app.get(
    '/wps/member/paymentPassword',
    {
      schema: {
        tags,
        summary: 'Whether the member has a payment (withdraw) password (token)',
        response: { 200: envelopeSchema(paymentPasswordStatusSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      return ok({ hasPaymentPassword: hasPaymentPassword(member) });
    },
  );

  app.post(
    '/wps/member/paymentPassword',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary:
          'Set the payment password (with loginPassword) or change it (with oldPaymentPassword) (token, enc)',
        description: `${encryptedBodyNote}\n\nThe new payment password is 6 digits. 400 'Incorrect withdraw password' / 'Incorrect login password'; 429 after 5 wrong passwords in 15 minutes.`,
        body: setPaymentPasswordSchema,
        response: { 200: envelopeSchema(paymentPasswordStatusSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      await setPaymentPassword(db, member, request.body);
      return ok({ hasPaymentPassword: true });
    },
  );

  app.post(
    '/wps/member/paymentPassword/check',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: "Check the payment password (token, enc); 400 'Please enter withdraw password' when empty",
        description: encryptedBodyNote,
        body: checkPaymentPasswordSchema,
        response: { 200: envelopeSchema(z.object({ valid: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      await verifyPaymentPassword(db, member, request.body.paymentPassword);
      return ok({ valid: true as const });
    },
  );
};
