import { cachePerOwner } from '@app/house-provider/expiring-cache';
import { sql } from 'kysely';
import type { LpContext } from '../context.js';
import { nextDrawsJson, type SlipDraw } from '../draws/draw.service.js';
import { pricedGameFrom, pricedGameJson, type PricedGame } from '../games/game-store.js';
import { cachedSession, rememberSession, type SessionRow } from '../sessions/session.service.js';

/** An order of the player's with the slip's request id, as a purchase reads it. */
export interface ExistingOrder {
  id: string;
  order_uid: string;
  player_id: string;
  status: 'placing' | 'placed' | 'refused';
  total_stake: string;
}

/** What a purchase needs before it writes. `existing` is null when not looked up (see cachedPurchaseReads). */
export interface PurchaseReads {
  session: SessionRow | undefined;
  existing: ExistingOrder | null;
  priced: PricedGame | undefined;
  draws: SlipDraw[];
}

interface SlipReads {
  priced: PricedGame;
  draws: SlipDraw[];
}

/** A game, its pricing and its next draws change rarely and every purchase reads them: kept a moment. */
const slipCache = cachePerOwner<SlipReads, LpContext>((ctx) => ctx.slipReadsCacheMs, 1_000);
const slipKey = (gameCode: string, draws: number) => `${gameCode}|${draws}`;

/**
 * What a purchase reads, in one query (one round trip): the session, an order of the same request id,
 * the game with its pricing, and the draws the slip would buy. Kept for `cachedPurchaseReads`.
 */
export async function freshPurchaseReads(
  ctx: LpContext,
  tokenHash: string,
  slip: { gameCode: string; requestId: string; draws: number },
  now: Date,
): Promise<PurchaseReads | undefined> {
  const { rows } = await sql<
    SessionRow & {
      existing_order: ExistingOrder | null;
      priced_game: Parameters<typeof pricedGameFrom>[0];
      next_draws: SlipDraw[];
    }
  >`
    select s.*,
      (select json_build_object('id', o.id::text, 'order_uid', o.order_uid, 'player_id', o.player_id,
                                'status', o.status, 'total_stake', o.total_stake::text)
         from lp_order o where o.player_id = s.player_id and o.request_id = ${slip.requestId}) as existing_order,
      ${pricedGameJson(slip.gameCode)} as priced_game,
      ${nextDrawsJson(slip.gameCode, now, slip.draws)} as next_draws
    from lp_session s where s.token_hash = ${tokenHash}`.execute(ctx.db);
  const row = rows[0];
  if (!row) return undefined;
  const { existing_order: existing, priced_game: pricedJson, next_draws: draws, ...rest } = row;
  const session = rest as SessionRow;
  const priced = pricedGameFrom(pricedJson);
  rememberSession(ctx, session);
  if (priced && draws.length === slip.draws) {
    slipCache(ctx).set(slipKey(slip.gameCode, slip.draws), { priced, draws });
  }
  return { session, existing, priced, draws };
}

/**
 * The same reads from this copy's caches, without a round trip, or undefined when one is missing: the
 * session (never changed once written) and what `freshPurchaseReads` read of the game within the last
 * second. An order of the same request id is not looked up (the order's unique key finds it). The
 * order's statement checks that the game, its pricing and the draws are still as read (writeOrder), so a
 * stale read writes nothing and the purchase reads afresh.
 */
export function cachedPurchaseReads(
  ctx: LpContext,
  tokenHash: string,
  slip: { gameCode: string; draws: number },
): PurchaseReads | undefined {
  const session = cachedSession(ctx, tokenHash);
  const reads = session && slipCache(ctx).get(slipKey(slip.gameCode, slip.draws));
  return reads ? { session, existing: null, ...reads } : undefined;
}
