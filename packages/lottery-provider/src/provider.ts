import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { createWalletClient, type WalletTransport } from '@app/house-provider/wallet-client';
import type { LpContext, LpLogger } from './context.js';
import { lotteryProviderMigrations } from './db/migrations.js';
import type { LpDatabase } from './db/schema.js';
import { drawDueDraws, ensureDraws } from './draws/draw.service.js';
import type { PrizeMode } from './games/default-games.js';
import { findGame, listGames, seedDefaults } from './games/game-store.js';
import { gameView } from './games/game-views.js';
import * as operator from './operator/operator.service.js';
import { lotteryProviderRoutes } from './routes.js';
import { settleDraw, settleDueDraws } from './settlement/settle.service.js';
import { runOutboxOnce } from './tickets/stale-bets.js';

/** How long delivery waits for the settlement beside it to queue more calls, when none were due. */
const OVERLAP_WAIT_MS = 50;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LotteryProviderOptions {
  /** PGlite or PostgreSQL; the provider reads and writes only its own lp_ tables. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's database has its own schema type
  db: Kysely<any>;
  providerCode: string;
  /** HMAC secret shared with the platform (seamless signatures). */
  secret: string;
  wallet: WalletTransport;
  log: LpLogger;
  now?: () => Date;
  walletTimeoutMs?: number;
  /** How long a copy reuses the game, pricing and draws a purchase read (default 1000 ms). */
  slipReadsCacheMs?: number;
  /** Tickets per settlement transaction (default 1000). */
  settleBatchSize?: number;
  /** Test hook, see LpContext. */
  beforeSettleCommit?: (batch: number) => void;
}

export interface SchedulerPass {
  drawn: number;
  settled: number;
  acked: number;
}

export type LotteryProvider = ReturnType<typeof createLotteryProvider>;

export function createLotteryProvider(options: LotteryProviderOptions) {
  const now = options.now ?? (() => new Date());
  const ctx: LpContext = {
    db: options.db as Kysely<LpDatabase>,
    log: options.log,
    now,
    slipReadsCacheMs: options.slipReadsCacheMs ?? 1_000,
    settleBatchSize: options.settleBatchSize ?? 1_000,
    beforeSettleCommit: options.beforeSettleCommit,
    wallet: createWalletClient({
      providerCode: options.providerCode,
      secret: options.secret,
      transport: options.wallet,
      now,
      timeoutMs: options.walletTimeoutMs,
    }),
  };

  /**
   * One scheduler pass: open the coming draws, draw the due ones, settle them and deliver wallet calls.
   * Delivery runs beside the settlement (each settled batch queues its wins), so a big draw's first
   * prizes are paid while its last tickets are still being settled, not after.
   */
  async function runOnce(): Promise<SchedulerPass> {
    for (const game of await listGames(ctx, { enabledOnly: true }))
      await ensureDraws(ctx, game, ctx.now(), 2);
    const drawn = await drawDueDraws(ctx);
    const settlement = settleDueDraws(ctx);
    let settling = true;
    const settlementDone = settlement.then(
      () => (settling = false),
      () => (settling = false),
    );
    let acked = 0;
    for (;;) {
      const lastPass = !settling;
      const delivered = await runOutboxOnce(ctx);
      acked += delivered;
      if (lastPass) break;
      if (delivered === 0) await Promise.race([settlementDone, delay(OVERLAP_WAIT_MS)]);
    }
    return { drawn, settled: await settlement, acked };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let interval = 1_000;
  const schedule = () => {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => ctx.log.error({ err: error }, 'lottery provider: scheduler pass failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, interval);
    timer.unref();
  };

  return {
    migrations: lotteryProviderMigrations as Record<string, Migration>,
    /** Runs the lp_ migrations in their own table, then inserts the default games and prize modes. */
    async migrate() {
      const migrator = new Migrator({
        db: options.db,
        provider: { getMigrations: () => Promise.resolve(lotteryProviderMigrations) },
        migrationTableName: 'lp_migration',
        migrationLockTableName: 'lp_migration_lock',
      });
      const { error } = await migrator.migrateToLatest();
      if (error)
        throw error instanceof Error
          ? error
          : new Error('lottery provider migration failed', { cause: error });
      await seedDefaults(ctx.db);
    },
    /** The player API; mount it with prefix '/lp'. */
    routes: lotteryProviderRoutes(ctx) as FastifyPluginAsync,
    runOnce,
    /** Runs `runOnce` every `intervalMs` until `stop`. */
    start(intervalMs: number) {
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
    settleDueDraws: () => settleDueDraws(ctx),
    settleDraw: (drawId: string) => settleDraw(ctx, drawId),
    drawDueDraws: () => drawDueDraws(ctx),
    listGames: () => listGames(ctx),
    /** Every enabled game with the draw taking bets now and the last one drawn. */
    gameViews: async () =>
      Promise.all((await listGames(ctx, { enabledOnly: true })).map((game) => gameView(ctx, game))),
    findGame: (code: string) => findGame(ctx, code),
    /** The operator's controls; the host puts its own access checks in front. */
    operator: {
      updateGame: (code: string, changes: operator.GameChanges) => operator.updateGame(ctx, code, changes),
      updatePrizeMode: (
        ...args: Parameters<typeof operator.updatePrizeMode> extends [unknown, ...infer R] ? R : never
      ) => operator.updatePrizeMode(ctx, ...args),
      setOdds: (input: Parameters<typeof operator.setOdds>[1]) => operator.setOdds(ctx, input),
      prizeModes: () => operator.listPrizeModes(ctx),
      odds: (prizeMode: PrizeMode, family: string) => operator.listOdds(ctx, prizeMode, family),
      enterResult: (drawId: string, result: Parameters<typeof operator.enterResult>[2]) =>
        operator.enterResult(ctx, drawId, result),
      voidDraw: (drawId: string, reason: string) => operator.voidDraw(ctx, drawId, reason),
      drawLiability: (drawId: string) => operator.drawLiability(ctx, drawId),
      listDraws: (gameCode: string, limit: number) => operator.listDraws(ctx, gameCode, limit),
    },
    context: ctx,
  };
}
