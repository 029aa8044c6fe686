import type { HpContext } from '../context.js';
import { toMoney } from '../money.js';
import { settleHand } from './draw.service.js';
import { ALL_HELD } from './open-rounds.js';
import { sendWin } from './round.service.js';

/** A video poker hand left open this long is settled for the player (industry practice: no open bet forever). */
export const ABANDONED_HAND_MS = 24 * 60 * 60 * 1000;

/** Hands settled per pass, so one pass never holds many row locks. */
const BATCH = 50;

/**
 * Settles the open video poker hands dealt more than `maxAgeMs` ago as if the player stood pat, and pays
 * their wins. Each hand is locked and re-checked as open (SKIP LOCKED), so several server copies and a
 * player's own draw racing this pass settle it once. Resolves to the number of hands settled.
 */
export async function closeAbandonedHands(ctx: HpContext, maxAgeMs = ABANDONED_HAND_MS): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const settled = await ctx.db.transaction().execute(async (trx) => {
    const rounds = await trx
      .selectFrom('hp_round')
      .selectAll()
      .where('status', '=', 'open')
      .where('engine', '=', 'video-poker')
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    const results = [];
    for (const round of rounds) results.push(await settleHand(trx, round, ALL_HELD, now));
    return results;
  });
  for (const { played, call } of settled) {
    if (call) await sendWin(ctx, played, call, toMoney(played.balance_after ?? 0));
  }
  if (settled.length > 0) ctx.log.info({ hands: settled.length }, 'house provider: abandoned hands settled');
  return settled.length;
}
