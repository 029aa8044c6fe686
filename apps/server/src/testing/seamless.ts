import { randomBytes, randomUUID } from 'node:crypto';
import type { Envelope, SeamlessOperation } from '@app/contracts';
import { seamlessEndpoints } from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import type { FastifyInstance } from 'fastify';
import { houseProviderDevelopmentSecret } from '../config.js';
import type { Db } from '../db/database.js';
import { launchGame } from '../modules/games/games/game-launch.service.js';
import { importTestGames, testGameRows } from './lobby.js';

/** Helpers for the seamless-wallet tests: signed calls as a provider makes them, launches, test games. */

export interface SignedCallOptions {
  provider?: string;
  secret?: string;
  timestamp?: number;
  nonce?: string;
  /** Replace the computed signature. */
  signature?: string;
  /** Send this text instead of JSON.stringify(body) (the signature still covers what is sent). */
  rawBody?: string;
}

export interface SeamlessResult<T> {
  status: number;
  body: Envelope<T>;
}

export const freshNonce = (): string => randomBytes(16).toString('hex');
export const freshTxId = (prefix = 'tx'): string => `${prefix}-${randomUUID()}`;

/** One signed POST to a seamless operation, as the house provider sends it. */
export async function seamlessCall<T = Record<string, unknown>>(
  app: FastifyInstance,
  operation: SeamlessOperation,
  body: unknown,
  options: SignedCallOptions = {},
): Promise<SeamlessResult<T>> {
  const path = seamlessEndpoints[operation].path;
  const raw = options.rawBody ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  const nonce = options.nonce ?? freshNonce();
  const signature =
    options.signature ??
    seamlessSignature(options.secret ?? houseProviderDevelopmentSecret, {
      timestamp,
      nonce,
      path,
      body: raw,
    });
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [seamlessHeaders.provider]: options.provider ?? 'HOUSE',
      [seamlessHeaders.timestamp]: timestamp,
      [seamlessHeaders.nonce]: nonce,
      [seamlessHeaders.signature]: signature,
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** A few playable house games (RNG) plus one of each kind the tests refuse; node ids by code. */
export async function importSeamlessTestGames(db: Db) {
  const { nodeIds } = await importTestGames(db, [
    ...testGameRows('PG', 2, 'sw', { supportPlay: 0 }),
    ...testGameRows('PG', 1, 'swreal', { supportPlay: 1 }),
    ...testGameRows('PG', 1, 'swlobby', { isGame: 'VASSALAGE' }),
  ]);
  const id = (code: string) => {
    const nodeId = nodeIds.get(`PG/${code}`);
    if (!nodeId) throw new Error(`test game ${code} missing`);
    return nodeId;
  };
  return { slot: id('sw1'), slot2: id('sw2'), realOnly: id('swreal1'), lobby: id('swlobby1') };
}

/** A launch token of a member for a game (through the launch service, as the lobby's launch does). */
export async function launchTokenFor(db: Db, memberId: string, nodeId: string): Promise<string> {
  const { url } = await launchGame(db, { GAME_LAUNCH_TTL_MINUTES: 240 }, memberId, {
    nodeId,
    language: 'en',
  });
  const token = new URL(url, 'http://site').searchParams.get('launch');
  if (!token) throw new Error(`no launch token in ${url}`);
  return token;
}
