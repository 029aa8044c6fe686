import { sql, type Kysely, type Selectable } from 'kysely';
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
  return pricingFrom(game, mode, overrides);
}

function pricingFrom(
  game: Pick<Game, 'family' | 'prizeMode'>,
  mode: { version: number; return_bp: number; rebate_bp: number },
  overrides: readonly { bet_type: string; odds: Record<string, number> }[],
): Pricing {
  const overridden = new Map(overrides.map((row) => [row.bet_type, row.odds]));
  const odds = new Map(
    betTypesOf(game.family).map((type) => [
      type.code,
      { ...defaultOdds(type, game.family, mode.return_bp), ...overridden.get(type.code) },
    ]),
  );
  return { version: mode.version, rebateBp: mode.rebate_bp, odds };
}

export interface PricedGame {
  game: Game;
  pricing: Pricing;
}

/**
 * A game and its pricing as one JSON value (null for an unknown code), for queries that read it beside
 * other things; bigint columns as text. Read it back with `pricedGameFrom`.
 */
export const pricedGameJson = (code: string) => sql<PricedGameJson | null>`(
  select to_jsonb(g) || jsonb_build_object(
      'min_stake', g.min_stake::text, 'max_stake', g.max_stake::text,
      'number_limit', g.number_limit::text, 'draw_limit', g.draw_limit::text,
      'mode_version', m.version, 'mode_return_bp', m.return_bp, 'mode_rebate_bp', m.rebate_bp,
      'overrides', coalesce((select jsonb_agg(jsonb_build_object('bet_type', o.bet_type, 'odds', o.odds))
                             from lp_odds o where o.prize_mode = g.prize_mode and o.family = g.family),
                            '[]'::jsonb))
  from lp_game g join lp_prize_mode m on m.code = g.prize_mode
  where g.code = ${code})`;

/**
 * Whether the game still takes bets as `priced` read it: enabled, with the same prize mode and odds
 * version, stakes and limits (an SQL boolean).
 */
export const pricedGameHolds = ({ game, pricing }: PricedGame) => sql<boolean>`exists (
  select 1 from lp_game g join lp_prize_mode m on m.code = g.prize_mode
  where g.code = ${game.code} and g.enabled and g.prize_mode = ${game.prizeMode}
    and m.version = ${pricing.version}
    and g.min_stake = ${game.minStake.toString()}::bigint and g.max_stake = ${game.maxStake.toString()}::bigint
    and g.number_limit = ${game.numberLimit.toString()}::bigint
    and g.draw_limit = ${game.drawLimit.toString()}::bigint)`;

type PricedGameJson = GameRow & {
  mode_version: number;
  mode_return_bp: number;
  mode_rebate_bp: number;
  overrides: { bet_type: string; odds: Record<string, number> }[];
};

export function pricedGameFrom(row: PricedGameJson | null): PricedGame | undefined {
  if (!row) return undefined;
  const game = toGame(row);
  const mode = { version: row.mode_version, return_bp: row.mode_return_bp, rebate_bp: row.mode_rebate_bp };
  return { game, pricing: pricingFrom(game, mode, row.overrides) };
}
