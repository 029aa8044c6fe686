import {
  deleteMessagesEndpoint,
  getUnreadCountEndpoint,
  listMessagesEndpoint,
  readMessagesEndpoint,
  sendOperatorMessageEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as messages from './messages.service.js';

/** Platform messages (member centre messageV2). Real accounts only: trial accounts get 403 in_need_true_account. */
export const messagesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getUnreadCountEndpoint, async ({ principal }) => ({
    count: await messages.countUnread(db, principal.member),
  })),
  route(listMessagesEndpoint, ({ principal, query }) => messages.listInbox(db, principal.member, query)),
  route(readMessagesEndpoint, async ({ principal, body }) => ({
    count: await messages.readMessages(db, principal.member, body),
  })),
  route(deleteMessagesEndpoint, async ({ principal, body }) => ({
    count: await messages.deleteMessages(db, principal.member, body),
  })),
  route(sendOperatorMessageEndpoint, ({ body }) => messages.sendOperatorMessage(db, body)),
]);
