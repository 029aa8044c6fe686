import type { PGlite } from '@electric-sql/pglite';
import { createHandlerSet, NOTIFY_CHANNEL, type BusLogger, type NotificationBus } from './member-event.js';

/** PGlite runs in this process: every app built on the same instance hears the same NOTIFY. */
export function createPgliteBus(pglite: PGlite, log: BusLogger): NotificationBus {
  const handlers = createHandlerSet();
  const unlisten = pglite.listen(NOTIFY_CHANNEL, (payload) => handlers.dispatch(payload));
  return {
    ready: async () => {
      await unlisten;
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      if (pglite.closed) return;
      try {
        await (
          await unlisten
        )();
      } catch (error) {
        log.warn(`notification bus: unlisten failed (${(error as Error).message})`);
      }
    },
  };
}
