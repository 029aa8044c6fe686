import { createHash, randomBytes } from 'node:crypto';
import { seamlessDemoTicketSchema, type SeamlessGame } from '@app/contracts';
import { openDemoTicket } from '@app/contracts/seamless-signature';
import { gameSetupFor } from '@app/house-games';
import { createClientSeed, createSeedCommitment } from '@app/house-games/server';
import type { Selectable } from 'kysely';
import type { HpFairness, HpGame, HpSession, HpSessionState } from '../client-api.js';
import type { HpContext } from '../context.js';
import type { HpSessionTable } from '../db/schema.js';
import { HpError } from '../errors.js';
import { walletFailure } from '../wallet/wallet-errors.js';
import { toMoney } from '../money.js';

export type SessionRow = Selectable<HpSessionTable>;

const SESSION_HOURS = 8;
/** Play money a demo session starts with: 2,000.00. */
export const DEMO_START_BALANCE = 200_000n;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function fairnessOf(session: SessionRow): HpFairness {
  return { serverSeedHash: session.server_seed_hash, clientSeed: session.client_seed, nonce: session.nonce };
}

export function gameOf(session: SessionRow): HpGame {
  return {
    nodeId: session.node_id,
    gameName: session.game_name,
    gameCode: session.game_code,
    vendorCode: session.vendor_code,
    engine: session.engine as HpGame['engine'],
    configId: session.config_id,
  };
}

function stateOf(session: SessionRow, balance: string): HpSessionState {
  return {
    mode: session.mode,
    currency: session.currency,
    balance,
    nickname: session.nickname,
    language: session.language,
    game: gameOf(session),
    fairness: fairnessOf(session),
  };
}

interface NewSession {
  mode: 'real' | 'demo';
  game: SeamlessGame;
  playerId: string | null;
  nickname: string;
  currency: string;
  language: string;
  launchToken: string | null;
}

async function insertSession(ctx: HpContext, input: NewSession, balance: string): Promise<HpSession> {
  const setup = gameSetupFor(input.game);
  if (!setup) throw new HpError(400, 'game_unavailable');
  const token = randomBytes(32).toString('base64url');
  const seed = createSeedCommitment();
  const now = ctx.now();
  const session = await ctx.db
    .insertInto('hp_session')
    .values({
      token_hash: hashToken(token),
      mode: input.mode,
      player_id: input.playerId,
      nickname: input.nickname,
      currency: input.currency,
      language: input.language,
      launch_token: input.launchToken,
      node_id: input.game.nodeId,
      game_name: input.game.gameName,
      game_code: input.game.gameCode,
      vendor_code: input.game.vendorCode,
      engine: setup.engine,
      config_id: setup.configId,
      demo_balance: input.mode === 'demo' ? DEMO_START_BALANCE : null,
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      client_seed: createClientSeed(),
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...stateOf(session, balance), sessionToken: token, expiresAt: session.expires_at.toISOString() };
}

/** A real-money session from the platform's launch token (seamless authenticate). */
export async function createRealSession(ctx: HpContext, launchToken: string): Promise<HpSession> {
  const auth = await ctx.wallet.authenticate(launchToken);
  if (auth.kind !== 'ok') throw walletFailure(auth);
  const player = auth.value;
  return insertSession(
    ctx,
    {
      mode: 'real',
      game: player.game,
      playerId: player.playerId,
      nickname: player.nickname,
      currency: player.currency,
      language: player.language,
      launchToken,
    },
    player.balance,
  );
}

/** A play-money session from a demo ticket the platform signed; the wallet is never called. */
export async function createDemoSession(ctx: HpContext, ticket: string): Promise<HpSession> {
  const parsed = seamlessDemoTicketSchema.safeParse(openDemoTicket(ctx.secret, ticket));
  if (!parsed.success || parsed.data.expiresAt < ctx.now().getTime()) {
    throw new HpError(401, 'invalid_demo_ticket');
  }
  return insertSession(
    ctx,
    {
      mode: 'demo',
      game: parsed.data.game,
      playerId: null,
      nickname: 'Guest',
      currency: 'DEMO',
      language: parsed.data.language,
      launchToken: null,
    },
    toMoney(DEMO_START_BALANCE),
  );
}

/** The session of `Authorization: Bearer <token>`, or 401. */
export async function requireSession(ctx: HpContext, authorization: string | undefined): Promise<SessionRow> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  if (!token) throw new HpError(401, 'not_logged_in');
  const session = await ctx.db
    .selectFrom('hp_session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!session) throw new HpError(401, 'not_logged_in');
  return session;
}

/** Balance (fresh from the wallet in real mode), game and the next round's commitment. */
export async function sessionState(ctx: HpContext, session: SessionRow): Promise<HpSessionState> {
  if (session.mode === 'demo') return stateOf(session, toMoney(BigInt(session.demo_balance ?? 0)));
  const balance = await ctx.wallet.balance(session.player_id!);
  if (balance.kind !== 'ok') throw walletFailure(balance);
  return stateOf(session, balance.value.balance);
}

/** Sets the client seed of the next rounds; the nonce counts rounds of the new seed pair from 0. */
export async function setClientSeed(
  ctx: HpContext,
  session: SessionRow,
  clientSeed: string,
): Promise<HpFairness> {
  const updated = await ctx.db
    .updateTable('hp_session')
    .set({ client_seed: clientSeed, nonce: 0 })
    .where('id', '=', session.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return fairnessOf(updated);
}
