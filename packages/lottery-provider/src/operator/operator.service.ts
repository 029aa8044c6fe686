import { betTypesOf, findBetType } from '../bets/registry.js';
import type { LpContext } from '../context.js';
import type { LpDrawStatus } from '../db/schema.js';
import { drawView } from '../draws/draw.service.js';
import { LpError } from '../errors.js';
import type { PrizeMode } from '../games/default-games.js';
import {
  lotteryFamilies,
  resultShapeProblem,
  type DrawResult,
  type LotteryFamily,
} from '../games/families.js';
import { findGame, pricingOf, toGame, type Game } from '../games/game-store.js';
import { scheduleProblem, type Schedule } from '../games/schedule.js';
import { toMoney } from '../money.js';
import { queueCalls, rollbackCall, type NewCall } from '../wallet/outbox.js';

/** What an operator may change on a game (money in minor units). */
export interface GameChanges {
  enabled?: boolean | undefined;
  prizeMode?: PrizeMode | undefined;
  schedule?: Schedule | undefined;
  utcOffsetMinutes?: number | undefined;
  closeSeconds?: number | undefined;
  resultSource?: 'rng' | 'operator' | undefined;
  minStake?: bigint | undefined;
  maxStake?: bigint | undefined;
  numberLimit?: bigint | undefined;
  drawLimit?: bigint | undefined;
}

const refuse = (message: string) => new LpError(400, 'invalid_request', {}, message);

async function requireGame(ctx: LpContext, code: string): Promise<Game> {
  const game = await findGame(ctx, code);
  if (!game) throw new LpError(404, 'game_unavailable');
  return game;
}

export async function updateGame(ctx: LpContext, code: string, changes: GameChanges): Promise<Game> {
  const game = await requireGame(ctx, code);
  const next = {
    ...game,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  } as Game;
  const problem = scheduleProblem(next.schedule);
  if (problem) throw refuse(problem);
  if (next.minStake > next.maxStake) throw refuse('the minimum stake is above the maximum');
  const interval = next.schedule.kind === 'interval' ? next.schedule.everySeconds : Infinity;
  if (next.closeSeconds >= interval)
    throw refuse('betting must close less than one interval before the draw');
  const row = await ctx.db
    .updateTable('lp_game')
    .set({
      enabled: next.enabled,
      prize_mode: next.prizeMode,
      schedule: JSON.stringify(next.schedule),
      utc_offset_minutes: next.utcOffsetMinutes,
      close_seconds: next.closeSeconds,
      result_source: next.resultSource,
      min_stake: next.minStake,
      max_stake: next.maxStake,
      number_limit: next.numberLimit,
      draw_limit: next.drawLimit,
    })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGame(row);
}

/** Sets a prize mode's default return and rebate; slips built on the old odds are refused from now on. */
export async function updatePrizeMode(
  ctx: LpContext,
  code: PrizeMode,
  changes: { returnBp: number; rebateBp: number },
): Promise<void> {
  await ctx.db
    .updateTable('lp_prize_mode')
    .set((eb) => ({
      return_bp: changes.returnBp,
      rebate_bp: changes.rebateBp,
      version: eb('version', '+', 1),
    }))
    .where('code', '=', code)
    .execute();
}

/** Every prize mode's return of its default odds and its rebate, as an operator last set them. */
export async function listPrizeModes(ctx: LpContext) {
  const rows = await ctx.db
    .selectFrom('lp_prize_mode')
    .select(['code', 'return_bp', 'rebate_bp'])
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    code: row.code as PrizeMode,
    returnBp: row.return_bp,
    rebateBp: row.rebate_bp,
  }));
}

/**
 * The odds (payout per 1) each bet type of a family pays under a prize mode now: the operator's
 * override, else the default of the mode's return; `overridden` tells which.
 */
export async function listOdds(ctx: LpContext, prizeMode: PrizeMode, family: string) {
  if (!(lotteryFamilies as readonly string[]).includes(family))
    throw refuse(`${family} is not a lottery family`);
  const [pricing, overrides] = await Promise.all([
    pricingOf(ctx, { prizeMode, family: family as LotteryFamily }),
    ctx.db
      .selectFrom('lp_odds')
      .select('bet_type')
      .where('prize_mode', '=', prizeMode)
      .where('family', '=', family)
      .execute(),
  ]);
  const overridden = new Set(overrides.map((row) => row.bet_type));
  return betTypesOf(family as LotteryFamily).map((type) => ({
    betType: type.code,
    odds: Object.fromEntries(
      Object.entries(pricing.odds.get(type.code) ?? {}).map(([key, thousandths]) => [
        key,
        thousandths / 1000,
      ]),
    ),
    overridden: overridden.has(type.code),
  }));
}

/** Overrides the odds (payout per 1, e.g. 9.7) of one bet type under a prize mode, for one family. */
export async function setOdds(
  ctx: LpContext,
  input: { prizeMode: PrizeMode; family: string; betType: string; odds: Record<string, number> },
): Promise<void> {
  const type = findBetType(input.betType);
  if (!type || !type.families.includes(input.family as never))
    throw refuse(`${input.betType} is not a bet of ${input.family}`);
  const keys = Object.keys(type.fairOdds(input.family as never));
  const unknown = Object.keys(input.odds).find((key) => !keys.includes(key));
  if (unknown !== undefined)
    throw refuse(`odds keys of ${input.betType} are ${keys.map((k) => k || "''").join(', ')}`);
  if (Object.values(input.odds).some((value) => !(value >= 1 && value <= 1_000_000))) {
    throw refuse('odds are between 1 and 1000000');
  }
  const odds = JSON.stringify(
    Object.fromEntries(Object.entries(input.odds).map(([key, value]) => [key, Math.round(value * 1000)])),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lp_odds')
      .values({ prize_mode: input.prizeMode, family: input.family, bet_type: input.betType, odds })
      .onConflict((oc) => oc.columns(['prize_mode', 'bet_type', 'family']).doUpdateSet({ odds }))
      .execute();
    await trx
      .updateTable('lp_prize_mode')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('code', '=', input.prizeMode)
      .execute();
  });
}

/**
 * Enters the result of a draw whose time has come (an externally drawn game), or corrects a result:
 * the result version goes up and settlement re-settles every ticket, moving only the difference.
 */
export async function enterResult(ctx: LpContext, drawId: string, result: DrawResult): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const draw = await trx
      .selectFrom('lp_draw')
      .innerJoin('lp_game', 'lp_game.code', 'lp_draw.game_code')
      .select(['lp_draw.id', 'lp_draw.status', 'lp_draw.draw_at', 'lp_game.family'])
      .where('lp_draw.id', '=', drawId)
      .forUpdate('lp_draw')
      .executeTakeFirst();
    if (!draw) throw new LpError(404, 'draw_not_found');
    if (draw.status === 'void') throw refuse('this draw is void');
    if (draw.draw_at > now) throw refuse('the draw time has not come yet');
    const problem = resultShapeProblem(draw.family as never, result);
    if (problem) throw refuse(problem);
    await trx
      .updateTable('lp_draw')
      .set((eb) => ({
        status: 'drawn' as LpDrawStatus,
        result: JSON.stringify(result),
        result_source: 'operator',
        result_version: eb('result_version', '+', 1),
        drawn_at: now,
        settled_at: null,
      }))
      .where('id', '=', drawId)
      .execute();
  });
}

/**
 * Voids a draw once: tickets not yet settled are rolled back; tickets already settled get their stake
 * back and their payout taken back in one adjustment. A second void changes nothing.
 */
export async function voidDraw(ctx: LpContext, drawId: string, reason: string): Promise<{ tickets: number }> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const draw = await trx
      .selectFrom('lp_draw')
      .selectAll()
      .where('id', '=', drawId)
      .forUpdate()
      .executeTakeFirst();
    if (!draw) throw new LpError(404, 'draw_not_found');
    if (draw.status === 'void') return { tickets: 0 };
    await trx
      .updateTable('lp_draw')
      .set({ status: 'void', void_reason: reason })
      .where('id', '=', drawId)
      .execute();
    const tickets = await trx
      .updateTable('lp_ticket')
      .set({ status: 'refunded' })
      .where('draw_id', '=', drawId)
      .where('status', 'in', ['pending', 'open', 'won', 'lost'])
      .returning(['id', 'ticket_uid', 'player_id', 'stake', 'win', 'settled_version'])
      .execute();
    const calls: NewCall[] = tickets.flatMap((ticket): NewCall[] => {
      if (ticket.settled_version === 0) return [rollbackCall(ticket)];
      const amount = BigInt(ticket.stake) - BigInt(ticket.win);
      if (amount === 0n) return [];
      const txId = `void-${ticket.ticket_uid}`;
      return [
        {
          kind: 'adjust',
          ticketId: ticket.id,
          txId,
          body: {
            playerId: ticket.player_id,
            txId,
            roundId: ticket.ticket_uid,
            amount: toMoney(amount),
            reason: `Draw ${draw.issue} void: ${reason}`,
          },
        },
      ];
    });
    await queueCalls(trx, calls, now);
    return { tickets: tickets.length };
  });
}

/** A draw's exposure: stakes, potential payout in total and the most exposed numbers. */
export async function drawLiability(ctx: LpContext, drawId: string) {
  const draw = await ctx.db.selectFrom('lp_draw').selectAll().where('id', '=', drawId).executeTakeFirst();
  if (!draw) throw new LpError(404, 'draw_not_found');
  const [stakes, keys] = await Promise.all([
    ctx.db
      .selectFrom('lp_ticket')
      .select((eb) => [
        eb.fn.countAll<string>().as('tickets'),
        eb.fn.sum<string>('stake').as('stake'),
        eb.fn.sum<string>('win').as('paid'),
      ])
      .where('draw_id', '=', drawId)
      .where('status', 'in', ['pending', 'open', 'won', 'lost'])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('lp_liability')
      .select(['key', 'amount'])
      .where('draw_id', '=', drawId)
      .where('amount', '>', '0')
      .orderBy('amount', 'desc')
      .limit(51)
      .execute(),
  ]);
  return {
    draw: drawView(draw, ctx.now()),
    tickets: Number(stakes.tickets),
    stake: toMoney(stakes.stake ?? 0),
    paid: toMoney(stakes.paid ?? 0),
    potentialPayout: toMoney(keys.find((row) => row.key === '*')?.amount ?? 0),
    numbers: keys
      .filter((row) => row.key !== '*')
      .slice(0, 50)
      .map((row) => ({ key: row.key, potentialPayout: toMoney(row.amount) })),
  };
}

export async function listDraws(ctx: LpContext, gameCode: string, limit: number) {
  await requireGame(ctx, gameCode);
  const rows = await ctx.db
    .selectFrom('lp_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => drawView(row, ctx.now()));
}
