import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createWalletClient, type WalletTransport } from '@app/house-provider';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { runSettlementOnce } from './bets/settlement.js';
import { createLiveHub, type NotifyListener } from './book/live.js';
import { bookOperator, type BookOperator } from './book/operator.js';
import type { SbContext, SbLogger } from './context.js';
import { sportsbookMigrations } from './db/migrations.js';
import type { SbDatabase } from './db/schema.js';
import { applyFeedMessages } from './feed/apply.js';
import type { FeedAdapter, FeedMessage } from './feed/messages.js';
import { createSimulator, type SimulatorOptions } from './feed/simulator.js';
import { sportsbookRoutes } from './routes.js';
import { runOutboxOnce } from './wallet/outbox.js';

export interface SportsbookProviderOptions {
  /** PGlite or PostgreSQL; the book reads and writes only its own sb_ tables. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's database has its own schema type
  db: Kysely<any>;
  providerCode: string;
  /** HMAC secret shared with the platform for the seamless calls. */
  secret: string;
  wallet: WalletTransport;
  log: SbLogger;
  now?: () => Date;
  walletTimeoutMs?: number;
  /** The feed: the built-in simulator with these options (default), or any adapter. */
  feed?: FeedAdapter | Partial<Omit<SimulatorOptions, 'db' | 'now'>>;
  sleep?: (ms: number) => Promise<void>;
  /** NOTIFY from every server copy, so the live socket pushes odds as they commit (else it polls). */
  notify?: NotifyListener;
  /** How often the live socket polls while NOTIFY is not heard (default 1 s). */
  livePollMs?: number;
}

export interface SportsbookProvider {
  migrations: Record<string, Migration>;
  migrate(): Promise<void>;
  /** The player API; mount it with prefix '/sb' (needs @fastify/websocket on the host for the live socket). */
  routes: FastifyPluginAsync;
  operator: BookOperator;
  /** Applies feed messages (a real feed's adapter, tests). */
  applyFeed(messages: FeedMessage[]): Promise<void>;
  /** One round of work: pump the feed, settle ready bets, deliver due wallet calls. */
  runOnce(): Promise<{ feed: number; settled: number; delivered: number }>;
  /** Runs `runOnce` every `intervalMs` until stop. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
  runSettlementOnce(): Promise<number>;
  runOutboxOnce(): Promise<number>;
  pumpFeedOnce(): Promise<number>;
}

/** How soon delivery looks again for movements while a settlement has not queued any yet. */
const SETTLING_POLL_MS = 50;

const isAdapter = (feed: SportsbookProviderOptions['feed']): feed is FeedAdapter =>
  typeof (feed as FeedAdapter | undefined)?.pump === 'function';

export function createSportsbookProvider(options: SportsbookProviderOptions): SportsbookProvider {
  const now = options.now ?? (() => new Date());
  const db = options.db as Kysely<SbDatabase>;
  const ctx: SbContext = {
    db,
    log: options.log,
    now,
    events: new EventEmitter(),
    sleep: options.sleep ?? ((ms) => sleep(ms)),
    wallet: createWalletClient({
      providerCode: options.providerCode,
      secret: options.secret,
      transport: options.wallet,
      now,
      timeoutMs: options.walletTimeoutMs,
    }),
  };
  const feed = isAdapter(options.feed)
    ? options.feed
    : createSimulator({ speed: 10, fixturesPerSport: 4, startGapMinutes: 20, ...options.feed, db, now });
  const live = createLiveHub(ctx, options.notify, options.livePollMs);

  const deliver = async (messages: FeedMessage[], trx?: Parameters<typeof applyFeedMessages>[0]) => {
    if (trx) await applyFeedMessages(trx, messages, now());
    else await db.transaction().execute((own) => applyFeedMessages(own, messages, now()));
  };
  /**
   * Settles every ready bet while its movements are being delivered: the outbox passes run as the
   * settlement's batches commit, and once more after the last one.
   */
  const settleAndDeliver = async () => {
    let settling = true;
    const settlement = runSettlementOnce(ctx).finally(() => {
      settling = false;
    });
    let delivered = 0;
    try {
      while (settling) {
        const acked = await runOutboxOnce(ctx);
        delivered += acked;
        if (acked === 0 && settling) await Promise.race([settlement, sleep(SETTLING_POLL_MS)]);
      }
    } finally {
      // The settlement's own failure is the one to report, once it has stopped.
      await settlement.catch(() => undefined);
    }
    const settled = await settlement;
    delivered += await runOutboxOnce(ctx);
    return { settled, delivered };
  };
  const runOnce = async () => {
    const pumped = await feed.pump(deliver);
    return { feed: pumped, ...(await settleAndDeliver()) };
  };

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let interval = 1_000;
  const schedule = () => {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'sportsbook: work pass failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, interval);
    timer.unref();
  };

  return {
    migrations: sportsbookMigrations,
    async migrate() {
      const migrator = new Migrator({
        db: options.db,
        provider: { getMigrations: () => Promise.resolve(sportsbookMigrations) },
        migrationTableName: 'sb_migration',
        migrationLockTableName: 'sb_migration_lock',
      });
      const { error } = await migrator.migrateToLatest();
      if (error)
        throw error instanceof Error ? error : new Error('sportsbook migration failed', { cause: error });
    },
    routes: sportsbookRoutes(ctx, live),
    operator: bookOperator(ctx, async () => {
      await settleAndDeliver();
    }),
    applyFeed: (messages) => deliver(messages),
    runOnce,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      interval = intervalMs;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await live.close();
      await running;
    },
    runSettlementOnce: () => runSettlementOnce(ctx),
    runOutboxOnce: () => runOutboxOnce(ctx),
    pumpFeedOnce: () => feed.pump(deliver),
  };
}
