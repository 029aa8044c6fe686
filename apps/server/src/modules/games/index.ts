import { createHouseProvider, type WalletTransport } from '@app/house-provider';
import { createLotteryProvider, lotteryProviderPrefix } from '@app/lottery-provider';
import { createSportsbookProvider, type BookOperator } from '@app/sportsbook-provider';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { declareAccessOfPluginRoutes, type Guards } from '../../lib/access.js';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { gamesRoutes } from './games/games.routes.js';
import { providerSignedGuard } from './seamless/seamless-access.js';
import { HOUSE_PROVIDER_CODE } from './seamless/seamless-provider.service.js';
import { seamlessRoutes } from './seamless/seamless.routes.js';
import { lotteryRoutes } from './lottery/lottery.routes.js';
import { LOTTERY_PROVIDER_CODE } from './lottery/lottery.service.js';
import { sportsbookOperatorRoutes } from './sportsbook/sportsbook-operator.routes.js';
import { SPORTSBOOK_PROVIDER_CODE, sportsbookSecret } from './sportsbook/sportsbook-provider.service.js';
import { sportsbookNotifyListener } from './sportsbook/sportsbook-notify.js';

/** How often the house provider retries wallet calls it has no answer to (wins, rollbacks). */
const OUTBOX_INTERVAL_MS = 2_000;
/** How often the sportsbook pumps its feed, settles ready bets and delivers wallet calls. */
const SPORTSBOOK_INTERVAL_MS = 1_000;
/** How often the lottery provider opens, draws and settles draws and delivers its wallet calls. */
const LOTTERY_PASS_INTERVAL_MS = 1_000;

/**
 * A co-located provider's way to the seamless-wallet API: HOUSE_PROVIDER_WALLET_URL (or the lottery's)
 * when set, else this process's own routes through an injected request — the same signed call, route,
 * guard and handler as over HTTP, without a loopback socket and a second HTTP parse per money movement
 * (see docs/decisions.md, "Co-located providers call in process").
 */
function walletTransport(app: FastifyInstance, walletUrl: string | undefined): WalletTransport {
  return {
    async send(path, headers, body) {
      if (!walletUrl) {
        const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
        return { status: response.statusCode, body: response.body };
      }
      const response = await fetch(new URL(path, walletUrl), { method: 'POST', headers, body });
      return { status: response.status, body: await response.text() };
    },
  };
}

/** The guards of the access kinds the games domain authenticates: game providers' signed calls. */
export function gameGuards(db: Db): Guards {
  return { 'provider-signed': providerSignedGuard(db) };
}

/** Games: the seamless-wallet API providers call, game launch, live rooms, records and the house provider. */
export async function registerGameModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  const { config, db } = modules;
  await app.register(seamlessRoutes, modules);
  await app.register(gamesRoutes, modules);
  const book = config.SPORTSBOOK_ENABLED ? await mountSportsbook(app, modules) : null;
  await app.register(sportsbookOperatorRoutes, { ...modules, book });
  if (config.LOTTERY_PROVIDER_ENABLED) await mountLotteryProvider(app, modules);
  if (!config.HOUSE_PROVIDER_ENABLED) return;

  const provider = createHouseProvider({
    db,
    providerCode: HOUSE_PROVIDER_CODE,
    secret: config.HOUSE_PROVIDER_SECRET,
    wallet: walletTransport(app, config.HOUSE_PROVIDER_WALLET_URL),
    log: app.log,
  });
  await mountProviderPackage(app, config, '/hp', {
    routes: provider.routes,
    start: () => provider.startOutbox(OUTBOX_INTERVAL_MS),
    stop: () => provider.stop(),
  });
}

/**
 * Mounts a provider package (house games, sportsbook, lottery) as an outside vendor would stand: its
 * player API under `prefix`, declared public because it authenticates its own callers (its session
 * tokens, launch tokens and demo tickets); its work loop (outbox, feed, draws) runs only where jobs run
 * (not in tests, which drive it by hand).
 */
async function mountProviderPackage(
  app: FastifyInstance,
  config: ModuleDeps['config'],
  prefix: string,
  provider: { routes: FastifyPluginAsync; start: () => void; stop: () => unknown },
): Promise<void> {
  await app.register(
    async (scope) => {
      declareAccessOfPluginRoutes(scope, 'public');
      await scope.register(provider.routes);
    },
    { prefix },
  );
  app.addHook('onReady', () => {
    if (config.JOBS_ENABLED) provider.start();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await provider.stop();
  });
}

/** The house sportsbook (sports, e-sports, cockfight) under /sb. */
async function mountSportsbook(app: FastifyInstance, modules: ModuleDeps): Promise<BookOperator> {
  const { config, db } = modules;
  const sportsbook = createSportsbookProvider({
    db,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
    secret: sportsbookSecret(config.HOUSE_PROVIDER_SECRET),
    wallet: walletTransport(app, config.HOUSE_PROVIDER_WALLET_URL),
    log: app.log,
    feed: { speed: config.SPORTSBOOK_SPEED },
    notify: sportsbookNotifyListener(db, app.log),
  });
  await mountProviderPackage(app, config, '/sb', {
    routes: sportsbook.routes,
    start: () => sportsbook.start(SPORTSBOOK_INTERVAL_MS),
    stop: () => sportsbook.stop(),
  });
  sportsbooks.set(app, sportsbook);
  return sportsbook.operator;
}

/** The sportsbook mounted on an app, for tests and benches that drive its work by hand. */
const sportsbooks = new WeakMap<FastifyInstance, ReturnType<typeof createSportsbookProvider>>();
export const sportsbookOf = (app: FastifyInstance) => sportsbooks.get(app) ?? null;

/**
 * The house lottery provider under /lp, plus the platform's lottery endpoints that read it (the lottery
 * menus of spec section 7 and the operator's controls).
 */
async function mountLotteryProvider(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  const { config, db } = modules;
  const lottery = createLotteryProvider({
    db,
    providerCode: LOTTERY_PROVIDER_CODE,
    secret: config.LOTTERY_PROVIDER_SECRET,
    wallet: walletTransport(app, config.LOTTERY_PROVIDER_WALLET_URL),
    log: app.log,
  });
  await mountProviderPackage(app, config, lotteryProviderPrefix, {
    routes: lottery.routes,
    start: () => lottery.start(LOTTERY_PASS_INTERVAL_MS),
    stop: () => lottery.stop(),
  });
  await app.register(lotteryRoutes, { ...modules, lottery });
}
