import {
  createDepositSchema,
  depositChannelSchema,
  depositListQuerySchema,
  depositPageSchema,
  depositSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  orderIdParamsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import {
  createCashierContext,
  createDeposit,
  getMemberDeposit,
  listDepositChannels,
  listMemberDeposits,
} from './deposit.service.js';

const tags = ['cashier'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
  409: errorEnvelopeWithDetailSchema,
};

export const depositRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);
  const cashier = createCashierContext(db, config);

  app.get(
    '/wps/cashier/deposit/channels',
    {
      schema: {
        tags,
        summary: 'Deposit channels with their amount limits (token)',
        response: { 200: envelopeSchema(z.array(depositChannelSchema)), ...errors },
      },
    },
    async (request) => {
      await auth.requirePlayer(request);
      return ok(await listDepositChannels(cashier));
    },
  );

  app.post(
    '/wps/cashier/deposits',
    {
      schema: {
        tags,
        summary: 'Request a deposit (token)',
        description:
          "manual channels: send the transfer to the channel's receivingAccount, then give its transactionRef; the operator credits it. redirect channels: open value.paymentUrl; the gateway confirms. A retry with the same requestId returns the first answer. 400 'Amount must be between {min} and {max}', 'This payment channel is not available'.",
        body: createDepositSchema,
        response: { 200: envelopeSchema(depositSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await createDeposit(cashier, member.id, request.body));
    },
  );

  app.get(
    '/wps/cashier/deposits',
    {
      schema: {
        tags,
        summary: "The member's deposits, newest first (token)",
        querystring: depositListQuerySchema,
        response: { 200: envelopeSchema(depositPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      const { list, total } = await listMemberDeposits(cashier, member.id, request.query);
      return ok(toPage(list, total, request.query));
    },
  );

  app.get(
    '/wps/cashier/deposits/:id',
    {
      schema: {
        tags,
        summary: "One of the member's deposits (token)",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(depositSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await getMemberDeposit(cashier, member.id, request.params.id));
    },
  );
};
