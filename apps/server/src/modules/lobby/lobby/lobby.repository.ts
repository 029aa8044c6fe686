import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { GameListRow } from './game-view.js';

type GameQuery = SelectQueryBuilder<Database, 'game' | 'game_vendor', object>;

export interface GameFilter {
  /** Category code: games of its game type from the vendors mapped to it. */
  category?: string | undefined;
  vendor?: string | undefined;
  classify?: string | undefined;
  minBetMinor?: bigint | undefined;
  minLines?: number | undefined;
  /** Lower-cased substring of a name in any language, or of the game code. */
  search?: string | undefined;
  /** Leave out VASSALAGE entries (a vendor's popup list must not contain the vendor's own card). */
  gamesOnly?: boolean;
  hotOnly?: boolean;
}

/** Escapes LIKE wildcards so a search for "100%" means the text. */
const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Enabled games of enabled vendors. */
function liveGames(db: Db): GameQuery {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', (join) =>
      join.onRef('game_vendor.code', '=', 'game.vendor_code').on('game_vendor.enabled', '=', true),
    )
    .where('game.enabled', '=', true);
}

function applyFilter(query: GameQuery, filter: GameFilter): GameQuery {
  let q = query;
  if (filter.category) {
    const category = filter.category;
    q = q
      .where('game.game_type', '=', (eb) =>
        eb.selectFrom('game_category').select('game_type').where('code', '=', category),
      )
      .where('game.vendor_code', 'in', (eb) =>
        eb
          .selectFrom('game_category_vendor')
          .select('vendor_code')
          .where('category_code', '=', category)
          .where('enabled', '=', true),
      );
  }
  if (filter.vendor) q = q.where('game.vendor_code', '=', filter.vendor);
  if (filter.classify) q = q.where('game.game_classify', '=', filter.classify);
  if (filter.minBetMinor !== undefined)
    q = q.where('game.min_bet_minor', '>=', filter.minBetMinor.toString());
  if (filter.minLines !== undefined) q = q.where('game.lines', '>=', filter.minLines);
  if (filter.search) q = q.where(sql<boolean>`game.search_text like ${likeContains(filter.search)}`);
  if (filter.gamesOnly) q = q.where('game.is_game', '=', 'GAME');
  if (filter.hotOnly) q = q.where('game.hot_rank', 'is not', null);
  return q;
}

const gameColumns = (eb: ExpressionBuilder<Database, 'game' | 'game_vendor'>) =>
  [
    'game.node_id',
    'game.names',
    'game.vendor_code',
    'game_vendor.display_name as vendor_name',
    'game.game_type',
    'game.game_code',
    'game.icon_url',
    'game.is_game',
    'game.support_play',
    'game.game_classify',
    'game.min_bet_minor',
    'game.lines',
    'game.rtp_bp',
    'game.hot_rank',
    'game.is_new',
    eb.fn<string>('to_char', ['game.released_at', sql.lit('YYYY-MM-DD')]).as('released_at'),
  ] as const;

/** The node ids of a filtered listing, in the lobby order (sort, then node id). */
export async function findGameIds(db: Db, filter: GameFilter): Promise<string[]> {
  const rows = await applyFilter(liveGames(db), filter)
    .select('game.node_id')
    .orderBy('game.sort')
    .orderBy('game.node_id')
    .execute();
  return rows.map((row) => row.node_id);
}

export async function findHotGames(db: Db, filter: GameFilter): Promise<GameListRow[]> {
  return applyFilter(liveGames(db), { ...filter, hotOnly: true })
    .select(gameColumns)
    .orderBy('game.hot_rank')
    .orderBy('game.node_id')
    .execute();
}

/** Live games among `nodeIds` (any order; the caller orders them). */
export async function findGamesByNodeIds(db: Db, nodeIds: readonly string[]): Promise<GameListRow[]> {
  if (nodeIds.length === 0) return [];
  return liveGames(db).select(gameColumns).where('game.node_id', 'in', nodeIds).execute();
}

/** The newest games (is_new) of a lane's vendor and game type, newest first. */
export async function findNewGames(
  db: Db,
  lane: { vendor: string | null; gameType: string | null; limit: number },
): Promise<GameListRow[]> {
  let query = liveGames(db).where('game.is_new', '=', true);
  if (lane.vendor) query = query.where('game.vendor_code', '=', lane.vendor);
  if (lane.gameType) query = query.where('game.game_type', '=', lane.gameType);
  return query
    .select(gameColumns)
    .orderBy('game.released_at', 'desc')
    .orderBy('game.node_id', 'desc')
    .limit(lane.limit)
    .execute();
}

export function listLanes(db: Db) {
  return db
    .selectFrom('game_lane')
    .leftJoin('game_vendor', 'game_vendor.code', 'game_lane.vendor_code')
    .select([
      'game_lane.id',
      'game_lane.titles',
      'game_lane.vendor_code',
      'game_vendor.display_name as vendor_name',
      'game_vendor.logo_url',
      'game_lane.game_type',
      'game_lane.game_limit',
    ])
    .where('game_lane.enabled', '=', true)
    .where((eb) => eb.or([eb('game_lane.vendor_code', 'is', null), eb('game_vendor.enabled', '=', true)]))
    .orderBy('game_lane.sort')
    .orderBy('game_lane.id')
    .execute();
}

/** The vendors mapped to each enabled category, in sorting order, with their count of live games. */
export function listCategoryVendors(db: Db) {
  return db
    .selectFrom('game_category_vendor as cv')
    .innerJoin('game_category as c', (join) =>
      join.onRef('c.code', '=', 'cv.category_code').on('c.enabled', '=', true),
    )
    .innerJoin('game_vendor as v', (join) =>
      join.onRef('v.code', '=', 'cv.vendor_code').on('v.enabled', '=', true),
    )
    .select((eb) => [
      'c.code as category',
      'c.game_type',
      'c.nav_key',
      'c.path',
      'c.titles',
      'v.code as vendor',
      'v.display_name',
      'v.logo_url',
      eb
        .selectFrom('game as g')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('g.vendor_code', '=', 'cv.vendor_code')
        .whereRef('g.game_type', '=', 'c.game_type')
        .where('g.enabled', '=', true)
        .as('game_count'),
    ])
    .where('cv.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('cv.sort')
    .orderBy('v.code')
    .execute();
}

/** (vendor, game type, sub-type) triples that have live games. */
export function listClassifiedVendors(db: Db) {
  return liveGames(db)
    .select(['game.vendor_code', 'game.game_type', 'game.game_classify'])
    .where('game.game_classify', 'is not', null)
    .groupBy(['game.vendor_code', 'game.game_type', 'game.game_classify'])
    .execute();
}

/** The game types each enabled vendor has live games in. */
export function listVendorGameTypes(db: Db) {
  return liveGames(db)
    .select([
      'game.vendor_code',
      'game_vendor.display_name',
      'game_vendor.logo_url',
      'game_vendor.sort',
      'game.game_type',
    ])
    .groupBy([
      'game.vendor_code',
      'game_vendor.display_name',
      'game_vendor.logo_url',
      'game_vendor.sort',
      'game.game_type',
    ])
    .orderBy('game_vendor.sort')
    .orderBy('game.vendor_code')
    .execute();
}

export function listGameClassifies(db: Db) {
  return db.selectFrom('game_classify').select(['code', 'required_language']).orderBy('sort').execute();
}

/** A category's game type and its enabled vendors. */
export async function findCategoryScope(
  db: Db,
  category: string,
): Promise<{ gameType: string; vendors: string[] } | null> {
  const row = await db
    .selectFrom('game_category')
    .select('game_type')
    .where('code', '=', category)
    .executeTakeFirst();
  if (!row?.game_type) return null;
  const vendors = await db
    .selectFrom('game_category_vendor as cv')
    .innerJoin('game_vendor as v', 'v.code', 'cv.vendor_code')
    .select('cv.vendor_code')
    .where('cv.category_code', '=', category)
    .where('cv.enabled', '=', true)
    .where('v.enabled', '=', true)
    .execute();
  return { gameType: row.game_type, vendors: vendors.map((v) => v.vendor_code) };
}
