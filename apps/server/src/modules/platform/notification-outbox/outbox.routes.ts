import { listMailOutboxEndpoint, listSmsOutboxEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { listMailOutbox, listSmsOutbox } from './outbox.service.js';

/** Development-only: the messages the outbox senders "sent", newest first (registered only when DEV_OUTBOX). */
export const outboxRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(listSmsOutboxEndpoint, ({ query }) => listSmsOutbox(db, query.to, query.limit)),
  route(listMailOutboxEndpoint, ({ query }) => listMailOutbox(db, query.to, query.limit)),
]);
