import { betTypesOf } from '../bets/registry.js';
import type { LpDrawView, LpGameDetail, LpGameView } from '../client-api.js';
import type { LpContext } from '../context.js';
import { bettableDraws, drawView, recentDraws } from '../draws/draw.service.js';
import { toMoney } from '../money.js';
import { pricingOf, type Game } from './game-store.js';

/** A game with the draw taking bets now and the last one drawn. */
export async function gameView(ctx: LpContext, game: Game): Promise<LpGameView> {
  const now = ctx.now();
  const [current] = game.enabled ? await bettableDraws(ctx, game, now, 1) : [];
  const [previous] = await recentDraws(ctx, game.code, 1);
  const view = (row: typeof current): LpDrawView | null => (row ? drawView(row, now) : null);
  return {
    code: game.code,
    family: game.family,
    prizeMode: game.prizeMode,
    vendorCode: game.vendorCode,
    names: game.names,
    utcOffsetMinutes: game.utcOffsetMinutes,
    closeSeconds: game.closeSeconds,
    current: view(current),
    previous: view(previous),
  };
}

export async function gameDetail(ctx: LpContext, game: Game): Promise<LpGameDetail> {
  const [view, pricing] = await Promise.all([gameView(ctx, game), pricingOf(ctx, game)]);
  return {
    ...view,
    oddsVersion: pricing.version,
    rebatePercent: pricing.rebateBp / 100,
    minStake: toMoney(game.minStake),
    maxStake: toMoney(game.maxStake),
    betTypes: betTypesOf(game.family).map((type) => ({
      code: type.code,
      groups: type.groups(game.family).map((group) => ({
        label: group.label,
        tokens: Array.isArray(group.tokens) ? [...(group.tokens as readonly string[])] : null,
        pattern: Array.isArray(group.tokens) ? null : (group.tokens as RegExp).source,
        min: group.min,
        max: group.max,
      })),
      odds: Object.fromEntries(
        Object.entries(pricing.odds.get(type.code) ?? {}).map(([key, value]) => [key, value / 1000]),
      ),
      rule: type.rule,
    })),
  };
}
