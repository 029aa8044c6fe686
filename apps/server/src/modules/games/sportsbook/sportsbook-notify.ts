import type { NotifyListener } from '@app/sportsbook-provider';
import { listenSourceOf, type Db } from '../../../db/database.js';
import { listenPostgres } from '../../../db/postgres-listen.js';

interface Logger {
  warn(message: string): void;
}

/** The sportsbook's NOTIFY listener on the platform's database: PostgreSQL, or PGlite in this process. */
export function sportsbookNotifyListener(db: Db, log: Logger): NotifyListener {
  const source = listenSourceOf(db);
  return {
    listen(channel, onPayload, onState) {
      if (source.kind === 'postgres') {
        const listener = listenPostgres({
          url: source.url,
          channel,
          label: 'sportsbook live',
          warn: (message) => log.warn(message),
          onPayload,
          onState,
        });
        return () => listener.close();
      }
      const { pglite } = source;
      const unlisten = pglite.listen(channel, onPayload).then(
        (stop) => {
          onState(true);
          return stop;
        },
        (error: unknown) => {
          log.warn(`sportsbook live: cannot LISTEN (${(error as Error).message})`);
          return null;
        },
      );
      return async () => {
        const stop = await unlisten;
        if (stop && !pglite.closed) await stop();
      };
    },
  };
}
