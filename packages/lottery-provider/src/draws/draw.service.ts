import { sql, type Selectable } from 'kysely';
import type { LpDrawProof, LpDrawResult, LpDrawView } from '../client-api.js';
import type { LpContext } from '../context.js';
import type { LpDrawTable } from '../db/schema.js';
import { createDrawCommitment, drawRandom } from '../fair/fair-draw.js';
import { verifyDraw } from '../fair/verify.js';
import { drawResult, type DrawResult, type LotteryFamily } from '../games/families.js';
import type { Game } from '../games/game-store.js';
import { drawTimesAfter, issueOf, previousDrawTime } from '../games/schedule.js';

export type DrawRow = Selectable<LpDrawTable>;

/**
 * Creates the next `count` draws of a game that do not exist yet, each with a fresh committed seed.
 * (game, issue) is unique: when several copies race, one insert wins and everyone reads its seed hash.
 */
export async function ensureDraws(ctx: LpContext, game: Game, now: Date, count: number): Promise<void> {
  const times = drawTimesAfter(game, now, count);
  await ctx.db
    .insertInto('lp_draw')
    .values(
      times.map((drawAt) => {
        const { serverSeed, serverSeedHash } = createDrawCommitment();
        return {
          game_code: game.code,
          issue: issueOf(game, drawAt),
          opens_at: previousDrawTime(game, drawAt),
          closes_at: new Date(drawAt.getTime() - game.closeSeconds * 1000),
          draw_at: drawAt,
          seed: serverSeed,
          seed_hash: serverSeedHash,
          status: 'open' as const,
          result: null,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['game_code', 'issue']).doNothing())
    .execute();
}

/** The next `count` draws of a game still taking bets that exist now, soonest first. */
export const openDraws = (ctx: LpContext, gameCode: string, now: Date, count: number) =>
  ctx.db
    .selectFrom('lp_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('draw_at')
    .limit(count)
    .execute();

/** The next `count` draws still taking bets (creating them as needed), soonest first. */
export async function bettableDraws(
  ctx: LpContext,
  game: Game,
  now: Date,
  count: number,
): Promise<DrawRow[]> {
  const found = await openDraws(ctx, game.code, now, count);
  if (found.length === count) return found;
  await ensureDraws(ctx, game, now, count + 1);
  return openDraws(ctx, game.code, now, count);
}

/** One of the draws a slip would buy, as `nextDrawsJson` reads it. */
export interface SlipDraw {
  id: string;
  issue: string;
  status: DrawRow['status'];
  draw_at: string;
}

/**
 * The `count` draws from the one taking bets now (the soonest open one) on, whatever their status (a
 * chase follows consecutive draws: a void one in between is not skipped), as a subquery.
 */
const nextDrawRows = (gameCode: string, now: Date, count: number) => sql`(
  select id, issue, status, draw_at from lp_draw
  where game_code = ${gameCode} and closes_at > ${now}
    and draw_at >= (select min(draw_at) from lp_draw
                    where game_code = ${gameCode} and status = 'open' and closes_at > ${now})
  order by draw_at limit ${count})`;

/** `nextDrawRows` as JSON, soonest first. */
export const nextDrawsJson = (gameCode: string, now: Date, count: number) => sql<SlipDraw[]>`(
  select coalesce(json_agg(json_build_object('id', d.id::text, 'issue', d.issue, 'status', d.status,
                                             'draw_at', d.draw_at) order by d.draw_at), '[]'::json)
  from ${nextDrawRows(gameCode, now, count)} d)`;

/** Whether the draws a slip would buy now are still `drawIds`, in that order (an SQL boolean). */
export const nextDrawsAre = (gameCode: string, now: Date, drawIds: readonly string[]) => sql<boolean>`(
  select coalesce(array_agg(d.id order by d.draw_at), '{}') = ${drawIds}::bigint[]
  from ${nextDrawRows(gameCode, now, drawIds.length)} d)`;

/** `nextDrawsJson`'s draws, creating the ones not created yet. */
export async function nextDraws(ctx: LpContext, game: Game, now: Date, count: number): Promise<SlipDraw[]> {
  const read = async () =>
    (
      await sql<{ draws: SlipDraw[] }>`select ${nextDrawsJson(game.code, now, count)} as draws`.execute(
        ctx.db,
      )
    ).rows[0]?.draws ?? [];
  const found = await read();
  if (found.length === count) return found;
  await ensureDraws(ctx, game, now, count + 1);
  return read();
}

/**
 * Draws every due draw of a provider-drawn game exactly once: due rows are claimed with
 * FOR UPDATE SKIP LOCKED and moved out of 'open' in the same transaction as their result.
 */
export async function drawDueDraws(ctx: LpContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('lp_draw')
      .innerJoin('lp_game', 'lp_game.code', 'lp_draw.game_code')
      .select(['lp_draw.id', 'lp_draw.game_code', 'lp_draw.issue', 'lp_draw.seed', 'lp_game.family'])
      .where('lp_draw.status', '=', 'open')
      .where('lp_draw.draw_at', '<=', now)
      .where('lp_game.result_source', '=', 'rng')
      .orderBy('lp_draw.draw_at')
      .limit(50)
      .forUpdate('lp_draw')
      .skipLocked()
      .execute();
    for (const draw of due) {
      const result = drawResult(
        draw.family as LotteryFamily,
        drawRandom(draw.seed, draw.game_code, draw.issue),
      );
      await trx
        .updateTable('lp_draw')
        .set({
          status: 'drawn',
          result: JSON.stringify(result),
          result_source: 'rng',
          result_version: 1,
          drawn_at: now,
        })
        .where('id', '=', draw.id)
        .where('status', '=', 'open')
        .execute();
    }
    return due.length;
  });
}

export function drawView(row: DrawRow, now: Date): LpDrawView {
  const revealed = row.status !== 'open' || row.draw_at <= now;
  const status = row.status === 'open' && row.closes_at <= now ? 'closed' : row.status;
  return {
    drawId: row.id,
    gameCode: row.game_code,
    issue: row.issue,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    status,
    seedHash: row.seed_hash,
    // The seed is secret until its draw time has passed and the result is out.
    seed: revealed && row.result !== null ? row.seed : null,
    result: (row.result as LpDrawResult | null) ?? null,
    resultSource: row.result_source,
  };
}

export async function recentDraws(ctx: LpContext, gameCode: string, limit: number): Promise<DrawRow[]> {
  return ctx.db
    .selectFrom('lp_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw_at', '<=', ctx.now())
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
}

export function proofOf(row: DrawRow, family: LotteryFamily, now: Date): LpDrawProof {
  const view = drawView(row, now);
  const seed = view.seed;
  return {
    ...view,
    verification:
      seed && view.result && row.result_source === 'rng'
        ? verifyDraw({
            gameCode: row.game_code,
            family,
            issue: row.issue,
            seed,
            seedHash: row.seed_hash,
            result: view.result as DrawResult,
          })
        : null,
    commands: seed
      ? [
          `printf '%s' ${seed} | xxd -r -p | sha256sum`,
          `printf '%s' '${row.game_code}:${row.issue}:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:${seed}`,
        ]
      : [],
  };
}
