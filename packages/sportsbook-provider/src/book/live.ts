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

const POLL_MS = 1_000;
const CHANGED_LIMIT = 60;

/**
 * Pushes fixtures (odds, markets, score) to subscribed sockets as they change. It polls the fixtures
 * changed since its last look, so a change made by any server copy reaches every socket.
 */
export function createLiveHub(ctx: SbContext) {
  const subscribers = new Set<Subscriber>();
  let since = ctx.now();
  let timer: NodeJS.Timeout | null = null;
  let busy = false;

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
        const targets = [...subscribers].filter(
          (s) => s.fixtureId === row.id || (s.fixtureId === null && s.product === row.product),
        );
        if (targets.length === 0) continue;
        const frame = JSON.stringify({ type: 'fixture', fixture: await fixtureDetail(ctx.db, row.id) });
        for (const target of targets) target.socket.send(frame);
      }
    } catch (error) {
      ctx.log.warn({ err: error }, 'sportsbook: live push failed');
    } finally {
      busy = false;
    }
  }

  return {
    /** Serves one socket: it sends {type:'subscribe', product?, fixtureId?} to choose what it hears. */
    serve(socket: LiveSocket): void {
      const subscriber: Subscriber = { socket, product: null, fixtureId: null };
      subscribers.add(subscriber);
      if (!timer) {
        since = ctx.now();
        timer = setInterval(() => void poll(), POLL_MS);
        timer.unref();
      }
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
        } catch {
          // Not JSON: ignored.
        }
      });
      socket.on('close', () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
    },
    close(): void {
      if (timer) clearInterval(timer);
      timer = null;
      for (const subscriber of subscribers) subscriber.socket.close();
      subscribers.clear();
    },
  };
}
