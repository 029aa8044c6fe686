import {
  homeNav,
  type AccountGameListValue,
  parseMinor,
  promotionsNav,
  vendorLogoUrl,
  type Game,
  type GameClassify,
  type GameListParams,
  type GameListValue,
  type GameMenusValue,
  type GameType,
  type HotGamesParams,
  type Lane,
  type MenuCategory,
  type VassGameType,
  type VendorCategory,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { pageCount, pageOffset, type PageRequest } from '../../../lib/paging.js';
import { getSetting } from '../../platform/system/system.service.js';
import { nameIn, toGame, type ViewOptions } from './game-view.js';
import { cachedAnswer, cachedIdList } from './lobby-cache.js';
import * as repo from './lobby.repository.js';

export { invalidateLobbyCache } from './lobby-cache.js';

/** Sub-types whose required language (bingo: TY) is not enabled on the site are not offered. */
async function offeredClassifies(db: Db): Promise<GameClassify[]> {
  const [classifies, resources] = await Promise.all([
    repo.listGameClassifies(db),
    getSetting(db, 'resources'),
  ]);
  const enabled = new Set(resources.languages.filter((l) => l.enabled).map((l) => l.code.toLowerCase()));
  return classifies
    .filter((c) => c.required_language === null || enabled.has(c.required_language.toLowerCase()))
    .map((c) => c.code as GameClassify);
}

/**
 * The game menu: nav entries (home, promotions, then one per category with at least one vendor) and
 * the categories with their vendors in the operator's order and the sub-type filters that have games.
 */
export function getGameMenus(db: Db, language: string): Promise<GameMenusValue> {
  return cachedAnswer(db, `menus|${language}`, () => loadGameMenus(db, language));
}

async function loadGameMenus(db: Db, language: string): Promise<GameMenusValue> {
  const [rows, classified, offered] = await Promise.all([
    repo.listCategoryVendors(db),
    repo.listClassifiedVendors(db),
    offeredClassifies(db),
  ]);
  const classifiesOf = new Map<string, Set<string>>();
  for (const row of classified) {
    const key = `${row.vendor_code}/${row.game_type}`;
    classifiesOf.set(key, (classifiesOf.get(key) ?? new Set()).add(row.game_classify ?? ''));
  }
  const categories = new Map<string, MenuCategory>();
  for (const row of rows) {
    const count = Number(row.game_count ?? 0);
    if (count === 0 || !row.game_type) continue;
    const category =
      categories.get(row.category) ??
      ({
        gameCategory: row.category as VendorCategory,
        title: nameIn(row.titles, language) || row.category,
        navKey: row.nav_key ?? row.category.toLowerCase(),
        path: row.path ?? '/',
        gameType: row.game_type as GameType,
        vendors: [],
        gameClassify: [],
      } satisfies MenuCategory);
    category.vendors.push({
      vassalage: row.vendor,
      vendorName: row.display_name,
      logoUrl: row.logo_url ?? vendorLogoUrl(row.vendor),
      gameType: row.game_type as GameType,
      gameCount: count,
    });
    categories.set(row.category, category);
  }
  for (const category of categories.values()) {
    const present = new Set(
      category.vendors.flatMap((v) => [...(classifiesOf.get(`${v.vassalage}/${category.gameType}`) ?? [])]),
    );
    category.gameClassify = offered.filter((code) => present.has(code));
  }
  const list = [...categories.values()];
  return {
    nav: [
      { ...homeNav },
      { ...promotionsNav },
      ...list.map((c) => ({ key: c.gameCategory, navKey: c.navKey, path: c.path })),
    ],
    categories: list,
  };
}

const filterKey = (filter: repo.GameFilter): string =>
  JSON.stringify(filter, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/** A page of a category's games with the vendor, sub-type, slot and name filters. */
export function listGames(db: Db, params: GameListParams): Promise<GameListValue> {
  const filter: repo.GameFilter = {
    category: params.gameType,
    vendor: params.vassalage,
    classify: params.gameClassify,
    minBetMinor: params.minBet === undefined ? undefined : (parseMinor(params.minBet) ?? undefined),
    minLines: params.lines,
    search: params.gameName?.toLowerCase(),
    gamesOnly: params.vassalage !== undefined,
  };
  const page = { pageNo: params.pageNo, pageSize: params.pageSize };
  const view = { language: params.language, imgSize: params.imgSize };
  return cachedAnswer(db, `list|${filterKey(filter)}|${JSON.stringify([page, view])}`, () =>
    loadGames(db, filter, page, view),
  );
}

async function loadGames(
  db: Db,
  filter: repo.GameFilter,
  page: PageRequest,
  view: ViewOptions,
): Promise<GameListValue> {
  const ids = await cachedIdList(db, filterKey(filter), () => repo.findGameIds(db, filter));
  const offset = pageOffset(page);
  return {
    games: await getGamesByNodeIds(db, ids.slice(offset, offset + page.pageSize), view),
    totalPages: pageCount(ids.length, page.pageSize),
    total: ids.length,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** Hot games in rank order, optionally of one vendor or category. */
export function getHotGames(db: Db, params: HotGamesParams): Promise<{ list: Game[] }> {
  const view = { language: params.language, imgSize: params.imgSize };
  return cachedAnswer(db, JSON.stringify(['hot', params.vassalage, params.gameType, view]), async () => {
    const rows = await repo.findHotGames(db, { vendor: params.vassalage, category: params.gameType });
    return { list: rows.map((row) => toGame(row, view)) };
  });
}

/** Lanes of new games (lanes without any new game are left out). */
export function getLanes(db: Db, options: ViewOptions): Promise<{ data: { lanes: Lane[] } }> {
  const view = { language: options.language, imgSize: options.imgSize };
  return cachedAnswer(db, JSON.stringify(['lanes', view]), () => loadLanes(db, view));
}

async function loadLanes(db: Db, view: ViewOptions): Promise<{ data: { lanes: Lane[] } }> {
  const lanes = await repo.listLanes(db);
  const filled = await Promise.all(
    lanes.map(async (lane): Promise<Lane> => {
      const games = await repo.findNewGames(db, {
        vendor: lane.vendor_code,
        gameType: lane.game_type,
        limit: lane.game_limit,
      });
      return {
        id: lane.id,
        title: nameIn(lane.titles, view.language),
        vassalage: lane.vendor_code,
        vendorName: lane.vendor_name,
        logoUrl: lane.vendor_code ? (lane.logo_url ?? vendorLogoUrl(lane.vendor_code)) : null,
        gameType: lane.game_type as GameType | null,
        games: games.map((row) => toGame(row, view)),
      };
    }),
  );
  return { data: { lanes: filled.filter((lane) => lane.games.length > 0) } };
}

/** Each vendor with the game types it has games in and the categories that show it. */
export function getVendorGameTypes(db: Db): Promise<VassGameType[]> {
  return cachedAnswer(db, 'vendor-game-types', () => loadVendorGameTypes(db));
}

async function loadVendorGameTypes(db: Db): Promise<VassGameType[]> {
  const [rows, menus] = await Promise.all([repo.listVendorGameTypes(db), repo.listCategoryVendors(db)]);
  const vendors = new Map<string, VassGameType>();
  for (const row of rows) {
    const vendor = vendors.get(row.vendor_code) ?? {
      vassalage: row.vendor_code,
      vendorName: row.display_name,
      logoUrl: row.logo_url ?? vendorLogoUrl(row.vendor_code),
      gameTypes: [],
      categories: [],
    };
    vendor.gameTypes.push(row.game_type as GameType);
    vendors.set(row.vendor_code, vendor);
  }
  for (const row of menus) {
    if (Number(row.game_count ?? 0) > 0)
      vendors.get(row.vendor)?.categories.push(row.category as VendorCategory);
  }
  return [...vendors.values()];
}

/** Live games by node id, in the order asked; unknown or disabled ones are left out. */
export async function getGamesByNodeIds(
  db: Db,
  nodeIds: readonly string[],
  view: ViewOptions,
): Promise<Game[]> {
  const rows = await repo.findGamesByNodeIds(db, nodeIds);
  const byId = new Map(rows.map((row) => [row.node_id, row]));
  return nodeIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGame(row, view)] : [];
  });
}

/** A page of an account list of games (favourites, recent): live games only, in the order given. */
export async function pageGamesByNodeIds(
  db: Db,
  nodeIds: readonly string[],
  page: PageRequest,
  view: ViewOptions,
): Promise<AccountGameListValue> {
  const games = await getGamesByNodeIds(db, nodeIds, view);
  const offset = pageOffset(page);
  return {
    content: games.slice(offset, offset + page.pageSize),
    pageNum: page.pageNo,
    totalPages: pageCount(games.length, page.pageSize),
    total: games.length,
  };
}

/** A live game's identity, or null. */
export async function findGame(
  db: Db,
  nodeId: string,
): Promise<{ nodeId: string; vassalage: string; gameType: GameType } | null> {
  const [row] = await repo.findGamesByNodeIds(db, [nodeId]);
  return row
    ? { nodeId: row.node_id, vassalage: row.vendor_code, gameType: row.game_type as GameType }
    : null;
}

/** Which games a category holds: its game type from its enabled vendors (null for an unknown category). */
export function getCategoryScope(
  db: Db,
  category: string,
): Promise<{ gameType: string; vendors: string[] } | null> {
  return repo.findCategoryScope(db, category);
}
