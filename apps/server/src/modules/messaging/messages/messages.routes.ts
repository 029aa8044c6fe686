import {
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  inboxPageSchema,
  inboxQuerySchema,
  messageSelectionSchema,
  operatorMessageSchema,
  sentMessageSchema,
  unreadCountSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as messages from './messages.service.js';

const tags = ['messages'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
};
const unreadResponse = { 200: envelopeSchema(unreadCountSchema), ...errors };

/** Platform messages (member centre messageV2). Real accounts only: trial accounts get 403 in_need_true_account. */
export const messagesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);
  const ownerOf = async (request: Parameters<typeof auth.requireRealAccount>[0]) =>
    (await auth.requireRealAccount(request)).member;

  app.get(
    '/wps/relay/CSP_unreadCount',
    { schema: { tags, summary: 'Unread platform messages (token)', response: unreadResponse } },
    async (request) => ok({ count: await messages.countUnread(db, await ownerOf(request)) }),
  );

  app.get(
    '/wps/relay/CSP_messageList',
    {
      schema: {
        tags,
        summary: 'A page of platform messages, newest first, with read flags and the unread count (token)',
        querystring: inboxQuerySchema,
        response: { 200: envelopeSchema(inboxPageSchema), ...errors },
      },
    },
    async (request) => ok(await messages.listInbox(db, await ownerOf(request), request.query)),
  );

  app.post(
    '/wps/relay/CSP_readMessage',
    {
      schema: {
        tags,
        summary: 'Mark messages read ({ ids } or { all: true }); answers the unread count (token)',
        body: messageSelectionSchema,
        response: unreadResponse,
      },
    },
    async (request) => ok({ count: await messages.readMessages(db, await ownerOf(request), request.body) }),
  );

  app.delete(
    '/wps/relay/CSP_deleteMessage',
    {
      schema: {
        tags,
        summary:
          'Delete messages from the inbox ({ ids } or { all: true }); answers the unread count (token)',
        body: messageSelectionSchema,
        response: unreadResponse,
      },
    },
    async (request) => ok({ count: await messages.deleteMessages(db, await ownerOf(request), request.body) }),
  );

  app.post(
    '/wps/operator/messages',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Send a platform message to one member (username) or, without one, to every member (operator only)',
        body: operatorMessageSchema,
        response: { 200: envelopeSchema(sentMessageSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await messages.sendOperatorMessage(db, request.body));
    },
  );
};
