import type { Envelope, GameLaunchResult, LotteryMenuValue } from '@app/contracts';
import {
  createLotteryProvider,
  lotteryProviderPrefix,
  type LotteryProvider,
  type LpPurchaseRequest,
  type LpPurchaseResult,
  type LpSession,
} from '@app/lottery-provider';
import Fastify, { type FastifyInstance } from 'fastify';
import { houseProviderDevelopmentSecret, lotteryProviderSecretFrom } from '../config.js';
import type { Db } from '../db/database.js';
import { call } from './accounts.js';
import { LOTTERY_PROVIDER_CODE } from '../modules/games/lottery/lottery.service.js';

/**
 * A copy of the lottery provider for tests: its own clock (real time plus an offset the test moves, so
 * the platform still accepts its signed calls) and its wallet calls injected into the platform app.
 */
export interface LotteryCopy {
  provider: LotteryProvider;
  api: FastifyInstance;
  advance(ms: number): void;
  /** Back to real time (the platform refuses signed calls more than 5 minutes off its clock). */
  reset(): void;
  now(): Date;
}

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function lotteryCopy(
  platform: FastifyInstance,
  db: Db,
  options: {
    offset?: { ms: number };
    settleBatchSize?: number;
    slipReadsCacheMs?: number;
    beforeSettleCommit?: (batch: number) => void;
    /** Runs before each wallet call leaves the copy (a test's way to act while a call is on its way). */
    beforeWalletCall?: (path: string) => Promise<void>;
  } = {},
): Promise<LotteryCopy> {
  const offset = options.offset ?? { ms: 0 };
  const now = () => new Date(Date.now() + offset.ms);
  const provider = createLotteryProvider({
    db,
    providerCode: LOTTERY_PROVIDER_CODE,
    secret: lotteryProviderSecretFrom(houseProviderDevelopmentSecret),
    log: silentLog,
    now,
    settleBatchSize: options.settleBatchSize,
    slipReadsCacheMs: options.slipReadsCacheMs,
    beforeSettleCommit: options.beforeSettleCommit,
    wallet: {
      async send(path, headers, body) {
        await options.beforeWalletCall?.(path);
        const response = await platform.inject({ method: 'POST', url: path, headers, payload: body });
        return { status: response.statusCode, body: response.body };
      },
    },
  });
  const api = Fastify();
  await api.register(provider.routes, { prefix: lotteryProviderPrefix });
  await api.ready();
  return {
    provider,
    api,
    now,
    advance: (ms) => (offset.ms += ms),
    reset: () => (offset.ms = 0),
  };
}

export async function lp<T>(
  api: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
) {
  const response = await api.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Launches a lottery game for a member through the platform and opens a provider session with it. */
export async function openLotterySession(
  platform: FastifyInstance,
  api: FastifyInstance,
  playerToken: string,
  gameCode: string,
): Promise<LpSession> {
  const menu = await call<LotteryMenuValue>(platform, 'GET', '/lgw/vn/games/game_menu?device=WEB');
  const game = menu.body.value.games.find((each) => each.gameCode === gameCode);
  if (!game) throw new Error(`${gameCode} is not in the lottery menu`);
  const launched = await call<GameLaunchResult>(platform, 'POST', '/wps/game/launchGame', {
    token: playerToken,
    body: { nodeId: game.nodeId, language: 'bn' },
  });
  if (launched.status !== 200) throw new Error(`launch refused: ${JSON.stringify(launched.body)}`);
  const launchToken = new URL(launched.body.value.url, 'http://site').searchParams.get('launch');
  const session = await lp<LpSession>(api, 'POST', '/lp/api/sessions', { launchToken });
  if (session.status !== 200) throw new Error(`session refused: ${JSON.stringify(session.body)}`);
  return session.body.value;
}

let requests = 0;
export function buy(
  api: FastifyInstance,
  token: string,
  slip: Omit<LpPurchaseRequest, 'requestId'> & { requestId?: string },
) {
  return lp<LpPurchaseResult>(
    api,
    'POST',
    '/lp/api/tickets',
    { requestId: `req-${Date.now()}-${++requests}`, ...slip },
    token,
  );
}
