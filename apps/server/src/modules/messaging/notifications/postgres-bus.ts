import pg from 'pg';
import { createHandlerSet, NOTIFY_CHANNEL, type BusLogger, type NotificationBus } from './member-event.js';

const MAX_BACKOFF_MS = 30_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the
 * connection drops it reconnects with backoff; events sent meanwhile are missed, which clients
 * cover by refreshing their balance when their socket reconnects.
 */
export function createPostgresBus(url: string, log: BusLogger): NotificationBus {
  const handlers = createHandlerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, backoff);
    retryTimer.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) handlers.dispatch(message.payload);
    });
    next.on('error', (error) => {
      log.warn(`notification bus: connection lost (${error.message})`);
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      backoff = 500;
    } catch (error) {
      log.warn(`notification bus: cannot listen (${(error as Error).message})`);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  const ready = connect();
  return {
    ready: () => ready,
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
