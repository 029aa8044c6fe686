import type { SbContext } from '../context.js';
import { fixtureDetail } from './listing.js';

/** What the hub needs of a WebSocket (the ws library's socket fits). */
export interface LiveSocket {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

interface Subscriber {
  socket: LiveSocket;
  product: string | null;
  fixtureId: string | null;
}

/** The channel every committed change of an sb_fixture row is announced on (trigger sb_fixture_notify). */
export const FIXTURE_CHANNEL = 'sb_fixture';
const POLL_MS = 1_000;
const CHANGED_LIMIT = 60;

/**
 * Hears PostgreSQL NOTIFY on a channel from every server copy (the host's LISTEN connection).
 * `onState` says when it listens and when it lost the connection (changes meanwhile are missed).
 */
export interface NotifyListener {
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): () => Promise<void>;
}

/**
 * Pushes fixtures (odds, markets, score) to subscribed sockets as they change. Every committed change
 * of a fixture is announced by NOTIFY (from whichever copy made it) and pushed on arrival; while the
 * listener is not connected (none given, starting, connection lost) the hub polls the fixtures changed
 * since its last look instead, and looks once more when listening resumes.
 */
export function createLiveHub(ctx: SbContext, listener?: NotifyListener, pollMs = POLL_MS) {
  const subscribers = new Set<Subscriber>();
  let since = ctx.now();
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  let listening = false;
  let unlisten: (() => Promise<void>) | null = null;

  const targetsOf = (id: string, product: string) =>
    [...subscribers].filter((s) => s.fixtureId === id || (s.fixtureId === null && s.product === product));

  async function push(id: string, product: string): Promise<void> {
    const targets = targetsOf(id, product);
    if (targets.length === 0) return;
    const frame = JSON.stringify({ type: 'fixture', fixture: await fixtureDetail(ctx.db, id) });
    for (const target of targets) target.socket.send(frame);
  }

  async function poll(): Promise<void> {
    if (busy || subscribers.size === 0) return;
    busy = true;
    try {
      const changed = await ctx.db
        .selectFrom('sb_fixture')
        .select(['id', 'product', 'updated_at'])
        .where('updated_at', '>', since)
        .orderBy('updated_at')
        .limit(CHANGED_LIMIT)
        .execute();
      for (const row of changed) {
        since = row.updated_at > since ? row.updated_at : since;
        await push(row.id, row.product);
      }
    } catch (error) {
      ctx.log.warn({ err: error }, 'sportsbook: live push failed');
    } finally {
      busy = false;
    }
  }

  async function pushNotified(id: string): Promise<void> {
    if (subscribers.size === 0) return;
    try {
      const row = await ctx.db
        .selectFrom('sb_fixture')
        .select(['product', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return;
      since = row.updated_at > since ? row.updated_at : since;
      await push(id, row.product);
    } catch (error) {
      ctx.log.warn({ err: error }, 'sportsbook: live push failed');
    }
  }

  /** Polls only while someone listens and NOTIFY is not heard. */
  function pollWhileDeaf(): void {
    const wanted = subscribers.size > 0 && !listening;
    if (wanted && !timer) {
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    } else if (!wanted && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  function startListening(): void {
    if (!listener || unlisten) return;
    unlisten = listener.listen(
      FIXTURE_CHANNEL,
      (id) => void pushNotified(id),
      (state) => {
        listening = state;
        // What changed between the last poll and now is looked up once.
        if (state) void poll();
        pollWhileDeaf();
      },
    );
  }

  return {
    /** Serves one socket: it sends {type:'subscribe', product?, fixtureId?} to choose what it hears (answered {type:'subscribed'}). */
    serve(socket: LiveSocket): void {
      const subscriber: Subscriber = { socket, product: null, fixtureId: null };
      if (subscribers.size === 0) since = ctx.now();
      subscribers.add(subscriber);
      startListening();
      pollWhileDeaf();
      socket.on('message', (data: Buffer) => {
        try {
          const frame = JSON.parse(data.toString('utf8')) as {
            type?: unknown;
            product?: unknown;
            fixtureId?: unknown;
          };
          if (frame.type !== 'subscribe') return;
          subscriber.product = typeof frame.product === 'string' ? frame.product.slice(0, 20) : null;
          subscriber.fixtureId = typeof frame.fixtureId === 'string' ? frame.fixtureId.slice(0, 80) : null;
          socket.send(JSON.stringify({ type: 'subscribed' }));
        } catch {
          // Not JSON: ignored.
        }
      });
      socket.on('close', () => {
        subscribers.delete(subscriber);
        pollWhileDeaf();
      });
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      for (const subscriber of subscribers) subscriber.socket.close();
      subscribers.clear();
      const stop = unlisten;
      unlisten = null;
      listening = false;
      await stop?.();
    },
  };
}
