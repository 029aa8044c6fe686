import type { Kysely, Selectable } from 'kysely';
import { betTypesOf, defaultOdds, type Odds } from '../bets/registry.js';
import type { LpContext } from '../context.js';
import type { LpDatabase, LpGameTable } from '../db/schema.js';
import { defaultGames, defaultPrizeModes, type GameSetup, type PrizeMode } from './default-games.js';
import type { LotteryFamily } from './families.js';
import type { GameClock, Schedule } from './schedule.js';

export type GameRow = Selectable<LpGameTable>;

export interface Game extends GameClock {
  code: string;
  family: LotteryFamily;
  prizeMode: PrizeMode;
  vendorCode: string;
  names: { en: string; bn: string };
  closeSeconds: number;
  resultSource: 'rng' | 'operator';
  minStake: bigint;
  maxStake: bigint;
  numberLimit: bigint;
  drawLimit: bigint;
  enabled: boolean;
}

export const toGame = (row: GameRow): Game => ({
  code: row.code,
  family: row.family as LotteryFamily,
  prizeMode: row.prize_mode as PrizeMode,
  vendorCode: row.vendor_code,
  names: row.names,
  schedule: row.schedule as Schedule,
  utcOffsetMinutes: row.utc_offset_minutes,
  closeSeconds: row.close_seconds,
  resultSource: row.result_source,
  minStake: BigInt(row.min_stake),
  maxStake: BigInt(row.max_stake),
  numberLimit: BigInt(row.number_limit),
  drawLimit: BigInt(row.draw_limit),
  enabled: row.enabled,
});

export const gameRowOf = (game: GameSetup) => ({
  code: game.code,
  family: game.family,
  prize_mode: game.prizeMode,
  vendor_code: game.vendorCode,
  names: JSON.stringify(game.names),
  schedule: JSON.stringify(game.schedule),
  utc_offset_minutes: game.utcOffsetMinutes,
  close_seconds: game.closeSeconds,
  result_source: game.resultSource,
  min_stake: game.minStakeMinor,
  max_stake: game.maxStakeMinor,
  number_limit: game.numberLimitMinor,
  draw_limit: game.drawLimitMinor,
  enabled: game.enabled,
});

/** Inserts the default prize modes and games that are missing (an operator's changes are kept). */
export async function seedDefaults(db: Kysely<LpDatabase>): Promise<void> {
  await db
    .insertInto('lp_prize_mode')
    .values(
      Object.entries(defaultPrizeModes).map(([code, mode]) => ({
        code,
        return_bp: mode.returnBp,
        rebate_bp: mode.rebateBp,
        version: 1,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('lp_game')
    .values(defaultGames.map(gameRowOf))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function listGames(ctx: LpContext, filter: { enabledOnly?: boolean } = {}): Promise<Game[]> {
  let query = ctx.db.selectFrom('lp_game').selectAll().orderBy('code');
  if (filter.enabledOnly) query = query.where('enabled', '=', true);
  return (await query.execute()).map(toGame);
}

export async function findGame(ctx: LpContext, code: string): Promise<Game | undefined> {
  const row = await ctx.db.selectFrom('lp_game').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toGame(row) : undefined;
}

export interface Pricing {
  version: number;
  rebateBp: number;
  /** Odds per bet type code, in thousandths per key. */
  odds: Map<string, Odds>;
}

/** The odds of every bet type of a game under its prize mode: operator overrides, else the defaults. */
export async function pricingOf(ctx: LpContext, game: Pick<Game, 'family' | 'prizeMode'>): Promise<Pricing> {
  const [mode, overrides] = await Promise.all([
    ctx.db
      .selectFrom('lp_prize_mode')
      .selectAll()
      .where('code', '=', game.prizeMode)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('lp_odds')
      .selectAll()
      .where('prize_mode', '=', game.prizeMode)
      .where('family', '=', game.family)
      .execute(),
  ]);
  const overridden = new Map(overrides.map((row) => [row.bet_type, row.odds]));
  const odds = new Map(
    betTypesOf(game.family).map((type) => [
      type.code,
      { ...defaultOdds(type, game.family, mode.return_bp), ...overridden.get(type.code) },
    ]),
  );
  return { version: mode.version, rebateBp: mode.rebate_bp, odds };
}
