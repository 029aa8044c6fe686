import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { HpContext, HpLogger } from './context.js';
import { houseProviderMigrations } from './db/migrations.js';
import type { HpDatabase } from './db/schema.js';
import { houseProviderRoutes } from './routes.js';
import { ABANDONED_HAND_MS, closeAbandonedHands } from './rounds/abandoned-hands.js';
import { runOutboxOnce } from './wallet/outbox.js';
import { createWalletClient, type WalletTransport } from './wallet/wallet-client.js';

export interface HouseProviderOptions {
  /** PGlite or PostgreSQL; the provider reads and writes only its own hp_ tables. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's database has its own schema type
  db: Kysely<any>;
  providerCode: string;
  /** HMAC secret shared with the platform (seamless signatures and demo tickets). */
  secret: string;
  wallet: WalletTransport;
  log: HpLogger;
  now?: () => Date;
  /** A wallet call without an answer after this long counts as unknown (default 15 s). */
  walletTimeoutMs?: number;
  /** A video poker hand left open this long is settled as dealt (default 24 hours). */
  abandonedHandMs?: number;
}

export interface HouseProvider {
  /** Migrations of the hp_ tables, for the host to run with its own (or use `migrate`). */
  migrations: Record<string, Migration>;
  /** Runs those migrations alone, recorded in their own table (hp_migration). */
  migrate(): Promise<void>;
  /** The game-client API; mount it with prefix '/hp'. */
  routes: FastifyPluginAsync;
  /** Delivers pending wins and rollbacks (and settles abandoned hands) every `intervalMs` until `stop`. */
  startOutbox(intervalMs: number): void;
  stop(): Promise<void>;
  /** One pass of the outbox; resolves to the number of calls acknowledged. */
  runOutboxOnce(): Promise<number>;
  /** Settles the video poker hands left open too long; resolves to how many. */
  closeAbandonedHands(): Promise<number>;
}

export function createHouseProvider(options: HouseProviderOptions): HouseProvider {
  const now = options.now ?? (() => new Date());
  const ctx: HpContext = {
    db: options.db as Kysely<HpDatabase>,
    secret: options.secret,
    log: options.log,
    now,
    wallet: createWalletClient({
      providerCode: options.providerCode,
      secret: options.secret,
      transport: options.wallet,
      now,
      timeoutMs: options.walletTimeoutMs,
    }),
  };

  const abandonedHandMs = options.abandonedHandMs ?? ABANDONED_HAND_MS;

  // The outbox loop: one pass, then the next after `interval`, until stop() (which waits for the pass).
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let interval = 1_000;
  const schedule = () => {
    timer = setTimeout(() => {
      running = closeAbandonedHands(ctx, abandonedHandMs)
        .then(() => runOutboxOnce(ctx))
        .catch((error: unknown) => ctx.log.error({ err: error }, 'house provider: outbox pass failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, interval);
    timer.unref();
  };

  return {
    migrations: houseProviderMigrations,
    async migrate() {
      const migrator = new Migrator({
        db: options.db,
        provider: { getMigrations: () => Promise.resolve(houseProviderMigrations) },
        migrationTableName: 'hp_migration',
        migrationLockTableName: 'hp_migration_lock',
      });
      const { error } = await migrator.migrateToLatest();
      if (error)
        throw error instanceof Error ? error : new Error('house provider migration failed', { cause: error });
    },
    routes: houseProviderRoutes(ctx),
    startOutbox(intervalMs) {
      if (!stopped) return;
      stopped = false;
      interval = intervalMs;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOutboxOnce: () => runOutboxOnce(ctx),
    closeAbandonedHands: () => closeAbandonedHands(ctx, abandonedHandMs),
  };
}
