import type { NotifyListener } from '@app/sportsbook-provider';
import pg from 'pg';
import { listenSourceOf, type Db } from '../../../db/database.js';

const MAX_BACKOFF_MS = 30_000;

interface Logger {
  warn(message: string): void;
}

/** LISTEN on a dedicated PostgreSQL connection (a pooled one serves other queries), reconnecting with backoff. */
function listenPostgres(
  url: string,
  log: Logger,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = 500;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn(`sportsbook live: LISTEN connection lost (${error.message})`);
      if (client === next) {
        client = null;
        onState(false);
      }
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void (await next.end());
      client = next;
      backoff = 500;
      onState(true);
    } catch (error) {
      log.warn(`sportsbook live: cannot LISTEN (${(error as Error).message})`);
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }

  const started = connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await started;
    await client?.end().catch(() => undefined);
    client = null;
  };
}

/** The sportsbook's NOTIFY listener on the platform's database: PostgreSQL, or PGlite in this process. */
export function sportsbookNotifyListener(db: Db, log: Logger): NotifyListener {
  const source = listenSourceOf(db);
  return {
    listen(channel, onPayload, onState) {
      if (source.kind === 'postgres') return listenPostgres(source.url, log, channel, onPayload, onState);
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
