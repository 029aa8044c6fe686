import { listenSourceOf, type Db } from '../../../db/database.js';
import type { BusLogger, NotificationBus } from './member-event.js';
import { createPgliteBus } from './pglite-bus.js';
import { createPostgresBus } from './postgres-bus.js';

export type { NotificationBus } from './member-event.js';

/** LISTEN on a dedicated PostgreSQL connection, or on the PGlite instance in this process. */
export function createNotificationBus(db: Db, log: BusLogger): NotificationBus {
  const source = listenSourceOf(db);
  return source.kind === 'postgres'
    ? createPostgresBus(source.url, log)
    : createPgliteBus(source.pglite, log);
}
