import {
  downlinePageSchema,
  downlineQuerySchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  transferDownlineSchema,
  transferResultSchema,
  transferUplineSchema,
  uplineSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { getUpline, listDownlines, transferToDownline, transferToUpline } from './transfer.service.js';

const tags = ['transfer'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  409: errorEnvelopeWithDetailSchema,
  429: errorEnvelopeWithDetailSchema,
};
const failures =
  "A retry with the same requestId returns the first answer. 400 'Insufficient balance', 'Amount must be between {min} and {max}', 'Please enter withdraw password', 'Incorrect withdraw password'; 429 after 5 wrong passwords.";

export const transferRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, decryptBody }) => {
  const auth = createAuth(db, config);

  app.post(
    '/wps/transfer/downline',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'transferFund: an agent sends money to a member of its downline, at any depth (token, enc)',
        description: `${encryptedBodyNote}\n\n${failures} 400 'The recipient is not in your downline'; 403 for non-agents.`,
        body: transferDownlineSchema,
        response: { 200: envelopeSchema(transferResultSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await transferToDownline(db, config, member, request.body));
    },
  );

  app.post(
    '/wps/transfer/upline',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'transferUpline: a member sends money to its direct upline (token, enc)',
        description: `${encryptedBodyNote}\n\n${failures} 400 'You have no upline to transfer to'.`,
        body: transferUplineSchema,
        response: { 200: envelopeSchema(transferResultSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await transferToUpline(db, config, member, request.body));
    },
  );

  app.get(
    '/wps/transfer/upline',
    {
      schema: {
        tags,
        summary: "The member's upline, who transferUpline sends to (null: none) (token)",
        response: { 200: envelopeSchema(uplineSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok({ upline: await getUpline(db, member) });
    },
  );

  app.get(
    '/wps/transfer/downlines',
    {
      schema: {
        tags,
        summary: 'Members below the agent, nearest first, to pick a transferFund recipient (token; agents)',
        querystring: downlineQuerySchema,
        response: { 200: envelopeSchema(downlinePageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      const { list, total } = await listDownlines(db, member, request.query);
      return ok(toPage(list, total, request.query));
    },
  );
};
