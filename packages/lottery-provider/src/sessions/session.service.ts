import { createHash, randomBytes } from 'node:crypto';
import { cachePerOwner } from '@app/house-provider/expiring-cache';
import { refusalReasonFields, type WalletResult } from '@app/house-provider/wallet-client';
import type { Selectable } from 'kysely';
import type { LpSession } from '../client-api.js';
import type { LpContext } from '../context.js';
import type { LpSessionTable } from '../db/schema.js';
import { LpError } from '../errors.js';
import { findGame } from '../games/game-store.js';

export type SessionRow = Selectable<LpSessionTable>;

const SESSION_HOURS = 8;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The player's answer to a wallet call that did not succeed. */
export function walletFailure(result: Exclude<WalletResult<unknown>, { kind: 'ok' }>): LpError {
  if (result.kind === 'unknown') return new LpError(503, 'wallet_unavailable');
  switch (result.code) {
    case 'INSUFFICIENT_FUNDS':
      return new LpError(400, 'insufficient_funds', result.balance ? { balance: result.balance } : {});
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new LpError(401, 'invalid_launch_token');
    case 'PLAYER_NOT_FOUND':
    case 'PLAYER_DISABLED':
      return new LpError(403, 'player_disabled');
    default:
      // A wager gate's refusal (a responsible-gaming limit, a bonus rule) also carries the rule's stable
      // code and parameters, for the page to word it in the player's language.
      return new LpError(
        400,
        'wallet_refused',
        {
          code: result.code,
          ...refusalReasonFields(result),
        },
        result.message,
      );
  }
}

/** Opens a session from the platform's launch token: the launched catalog game must be one of ours. */
export async function createSession(ctx: LpContext, launchToken: string): Promise<LpSession> {
  const answer = await ctx.wallet.authenticate(launchToken);
  if (answer.kind !== 'ok') throw walletFailure(answer);
  const player = answer.value;
  const game = await findGame(ctx, player.game.gameCode);
  if (!game || !game.enabled) throw new LpError(400, 'game_unavailable');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(
    Math.min(now.getTime() + SESSION_HOURS * 3_600_000, Date.parse(player.tokenExpiresAt)),
  );
  await ctx.db
    .insertInto('lp_session')
    .values({
      token_hash: hashToken(token),
      player_id: player.playerId,
      nickname: player.nickname,
      currency: player.currency,
      language: player.language,
      launch_token: launchToken,
      node_id: player.game.nodeId,
      game_code: game.code,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return {
    sessionToken: token,
    expiresAt: expiresAt.toISOString(),
    playerId: player.playerId,
    nickname: player.nickname,
    currency: player.currency,
    language: player.language,
    balance: player.balance,
    gameCode: game.code,
  };
}

/** The stored hash of a well-formed `Bearer` session token, else null. */
export function sessionTokenHash(authorization: string | undefined): string | null {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  return token ? hashToken(token) : null;
}

/** The session as read (undefined when unknown), refused unless it is still valid. */
export function validSession(ctx: LpContext, session: SessionRow | undefined): SessionRow {
  if (!session || session.expires_at <= ctx.now()) throw new LpError(401, 'not_logged_in');
  return session;
}

/**
 * Sessions are never changed once written, so a copy keeps the valid ones it read for a while
 * (bounded); the expiry is checked on every use.
 */
const sessionCache = cachePerOwner<SessionRow>(60_000, 20_000);

/** This copy's copy of a session still valid now, read within the last minute; else undefined. */
export function cachedSession(ctx: LpContext, tokenHash: string): SessionRow | undefined {
  const session = sessionCache(ctx).get(tokenHash);
  return session && session.expires_at > ctx.now() ? session : undefined;
}

/** Keeps a session just read, when it is valid, for `cachedSession`. */
export function rememberSession(ctx: LpContext, session: SessionRow | undefined): void {
  if (session && session.expires_at > ctx.now()) sessionCache(ctx).set(session.token_hash, session);
}

export async function requireSession(ctx: LpContext, authorization: string | undefined): Promise<SessionRow> {
  const tokenHash = sessionTokenHash(authorization);
  if (!tokenHash) throw new LpError(401, 'not_logged_in');
  const cached = cachedSession(ctx, tokenHash);
  if (cached) return cached;
  const session = await ctx.db
    .selectFrom('lp_session')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  rememberSession(ctx, session);
  return validSession(ctx, session);
}
