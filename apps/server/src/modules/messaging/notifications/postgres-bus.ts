import { listenPostgres } from '../../../db/postgres-listen.js';
import { createHandlerSet, NOTIFY_CHANNEL, type BusLogger, type NotificationBus } from './member-event.js';

/**
 * The notification bus over PostgreSQL's LISTEN. Events sent while its connection is down are missed,
 * which clients cover by refreshing their balance when their socket reconnects.
 */
export function createPostgresBus(url: string, log: BusLogger): NotificationBus {
  const handlers = createHandlerSet();
  const listener = listenPostgres({
    url,
    channel: NOTIFY_CHANNEL,
    label: 'notification bus',
    warn: (message) => log.warn(message),
    onPayload: (payload) => handlers.dispatch(payload),
  });
  return {
    ready: () => listener.ready,
    subscribe: (handler) => handlers.add(handler),
    close: () => listener.close(),
  };
}
