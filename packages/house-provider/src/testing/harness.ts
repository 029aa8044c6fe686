import type { SeamlessGame } from '@app/contracts';
import { signDemoTicket } from '@app/contracts/seamless-signature';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { houseProviderPrefix, type HpRoundResult, type HpSession } from '../client-api.js';
import type { HpLogger } from '../context.js';
import { createHouseProvider, type HouseProvider } from '../provider.js';
import { FakePlatform } from './fake-platform.js';

export const TEST_SECRET = 'test-secret-of-the-house-provider';
export const slotGame: SeamlessGame = {
  nodeId: '1000001',
  vendorCode: 'HOUSE',
  gameCode: 'lucky-slot',
  gameType: 'RNG',
  gameClassify: null,
  lines: 20,
  rtpBp: 9600,
  gameName: 'Lucky Slot',
};

/** Log lines kept for assertions. */
export function recordingLogger(): HpLogger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const keep =
    (level: string) =>
    (first: string | object, ...rest: unknown[]) => {
      lines.push({
        level,
        message: typeof first === 'string' ? first : typeof rest[0] === 'string' ? rest[0] : '',
      });
    };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

export interface Harness {
  app: FastifyInstance;
  provider: HouseProvider;
  platform: FakePlatform;
  log: ReturnType<typeof recordingLogger>;
  /** The provider's and the fake platform's clock; advance it with `tick`. */
  clock: { now: Date };
  tick(ms?: number): void;
  openRealSession(playerId: string, balance: bigint, game?: SeamlessGame): Promise<HpSession>;
  openDemoSession(game?: SeamlessGame): Promise<HpSession>;
  /** POST /hp/api/rounds, one second after the last call (the rate limit counts per second). */
  play(
    token: string,
    bet: unknown,
    requestId?: string,
  ): Promise<{ status: number; body: Envelope<HpRoundResult> }>;
  request<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
}

let requestCounter = 0;

/** The provider mounted on its own Fastify over `db`, talking to a FakePlatform. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any host database, as the provider takes
export async function createHarness(db: Kysely<any>): Promise<Harness> {
  const clock = { now: new Date('2026-03-01T10:00:00.000Z') };
  const now = () => new Date(clock.now);
  const platform = new FakePlatform({ secret: TEST_SECRET, providerCode: 'HOUSE', now });
  const log = recordingLogger();
  const provider = createHouseProvider({
    db,
    providerCode: 'HOUSE',
    secret: TEST_SECRET,
    wallet: platform,
    log,
    now,
  });
  await provider.migrate();
  const app = Fastify();
  await app.register(provider.routes, { prefix: houseProviderPrefix });
  await app.ready();

  const tick = (ms = 1_000) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  async function request<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }
  async function sessionOf(response: { status: number; body: Envelope<HpSession> }) {
    if (response.status !== 200) throw new Error(`session refused: ${JSON.stringify(response.body)}`);
    return response.body.value;
  }

  return {
    app,
    provider,
    platform,
    log,
    clock,
    tick,
    request,
    async openRealSession(playerId, balance, game = slotGame) {
      const launchToken = `launch-${playerId}`;
      platform.addPlayer(playerId, balance, launchToken, game);
      return sessionOf(await request<HpSession>('POST', '/hp/api/sessions', undefined, { launchToken }));
    },
    async openDemoSession(game = slotGame) {
      const ticket = signDemoTicket(TEST_SECRET, {
        game,
        language: 'bn',
        expiresAt: clock.now.getTime() + 60_000,
      });
      return sessionOf(await request<HpSession>('POST', '/hp/api/demo-sessions', undefined, { ticket }));
    },
    play(token, bet, requestId = `req-${++requestCounter}-round`) {
      tick();
      return request<HpRoundResult>('POST', '/hp/api/rounds', token, { requestId, bet });
    },
    async close() {
      await provider.stop();
      await app.close();
    },
  };
}
