import { listOpsMessagesEndpoint, sendOpsMessageEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { deliverAll, listOpsMessages, sendOpsMessage } from './platform-messages.service.js';

/** Staff messages to one member, a tag or everyone, and the list of what was sent. */
export const platformMessagesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(sendOpsMessageEndpoint, ({ body, principal, request }) =>
    sendOpsMessage(db, principal.member.id, body, (sendId) => {
      deliverAll(db, sendId).catch((error: unknown) =>
        request.log.error({ err: error, sendId }, 'message delivery stopped; the resume job continues it'),
      );
    }),
  ),
  route(listOpsMessagesEndpoint, ({ query }) => listOpsMessages(db, query)),
]);
