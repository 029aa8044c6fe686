import { createHash, randomBytes } from 'node:crypto';
import { cachePerOwner } from '@app/house-provider/expiring-cache';
import type { Selectable } from 'kysely';
import type { SbSession } from './client-api.js';
import type { SbContext } from './context.js';
import type { SbSessionTable } from './db/schema.js';
import { SbError } from './errors.js';
import { walletFailure } from './wallet/wallet-errors.js';

export type SessionRow = Selectable<SbSessionTable>;

const SESSION_HOURS = 8;
const products: Record<string, string> = { SPORTS: 'sports', ESPORTS: 'esports', COCKFIGHT: 'cockfight' };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A session from the platform's launch token of a SPORTS, ESPORTS or COCKFIGHT game. */
export async function createSession(ctx: SbContext, launchToken: string): Promise<SbSession> {
  const auth = await ctx.wallet.authenticate(launchToken);
  if (auth.kind !== 'ok') throw walletFailure(auth);
  const product = products[auth.value.game.gameType];
  if (!product) throw new SbError(400, 'game_unavailable');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await ctx.db
    .insertInto('sb_session')
    .values({
      token_hash: hashToken(token),
      player_id: auth.value.playerId,
      nickname: auth.value.nickname,
      currency: auth.value.currency,
      language: auth.value.language,
      launch_token: launchToken,
      node_id: auth.value.game.nodeId,
      product,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return {
    sessionToken: token,
    expiresAt: expiresAt.toISOString(),
    product,
    nickname: auth.value.nickname,
    currency: auth.value.currency,
    balance: auth.value.balance,
  };
}

/**
 * Sessions are never changed once written, so a copy keeps the ones it found for a while (bounded) and
 * a placement does not read its session again; the expiry is checked on every use.
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 20_000;
const sessionCache = cachePerOwner<SessionRow>(SESSION_CACHE_MS, SESSION_CACHE_MAX);

/** The session of `Authorization: Bearer <token>`, or 401. */
export async function requireSession(ctx: SbContext, authorization: string | undefined): Promise<SessionRow> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  if (!token) throw new SbError(401, 'not_logged_in');
  const hash = hashToken(token);
  const now = ctx.now();
  const cache = sessionCache(ctx.db);
  const hit = cache.get(hash);
  if (hit && hit.expires_at > now) return hit;
  const session = await ctx.db
    .selectFrom('sb_session')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) throw new SbError(401, 'not_logged_in');
  cache.set(hash, session);
  return session;
}
