import pg from 'pg';

const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;

export interface PostgresListener {
  /** Settles once the first connection attempt did (listening or not). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTEN on one channel over a dedicated connection (a pooled one would be handed to other queries).
 * When the connection drops it reconnects with backoff; notifications sent meanwhile are missed, which
 * every caller covers (a refresh on reconnect, or polling while `onState(false)`).
 */
export function listenPostgres(options: {
  url: string;
  channel: string;
  /** Names the listener in warnings. */
  label: string;
  warn: (message: string) => void;
  onPayload: (payload: string) => void;
  onState?: (listening: boolean) => void;
}): PostgresListener {
  const { url, channel, label, warn, onPayload, onState } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = FIRST_BACKOFF_MS;
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
      warn(`${label}: LISTEN connection lost (${error.message})`);
      if (client === next) {
        client = null;
        onState?.(false);
      }
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void (await next.end());
      client = next;
      backoff = FIRST_BACKOFF_MS;
      onState?.(true);
    } catch (error) {
      warn(`${label}: cannot LISTEN (${(error as Error).message})`);
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
