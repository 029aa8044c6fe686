import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';

export function listVendors(db: Db) {
  return db
    .selectFrom('game_vendor as v')
    .select((eb) => [
      'v.code',
      'v.display_name',
      'v.sort',
      'v.enabled',
      eb
        .selectFrom('game as g')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('g.vendor_code', '=', 'v.code')
        .where('g.enabled', '=', true)
        .as('games'),
      eb
        .selectFrom('game as g')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('g.vendor_code', '=', 'v.code')
        .where('g.enabled', '=', true)
        .where('g.hot_rank', 'is not', null)
        .as('hot_games'),
    ])
    .orderBy('v.sort')
    .orderBy('v.code')
    .execute();
}

export function listCategories(db: Db) {
  return db
    .selectFrom('game_category')
    .select(['code', 'game_type', 'titles', 'sort', 'enabled'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export function listCategoryVendors(db: Db) {
  return db
    .selectFrom('game_category_vendor')
    .select(['category_code', 'vendor_code', 'sort', 'enabled'])
    .orderBy('category_code')
    .orderBy('sort')
    .orderBy('vendor_code')
    .execute();
}

/** Gives each code its index in `codes` as its sort. */
export async function setVendorOrder(db: Db, codes: readonly string[]): Promise<void> {
  for (const [sort, code] of codes.entries())
    await db.updateTable('game_vendor').set({ sort }).where('code', '=', code).execute();
}

export async function setCategoryOrder(db: Db, codes: readonly string[]): Promise<void> {
  for (const [sort, code] of codes.entries())
    await db.updateTable('game_category').set({ sort }).where('code', '=', code).execute();
}

export async function setVendorEnabled(db: Db, code: string, enabled: boolean): Promise<void> {
  await db.updateTable('game_vendor').set({ enabled }).where('code', '=', code).execute();
}

export async function setCategoryEnabled(db: Db, code: string, enabled: boolean): Promise<void> {
  await db.updateTable('game_category').set({ enabled }).where('code', '=', code).execute();
}

export async function setCategoryVendors(
  db: Db,
  category: string,
  vendors: readonly { code: string; enabled: boolean }[],
): Promise<void> {
  for (const [sort, vendor] of vendors.entries())
    await db
      .updateTable('game_category_vendor')
      .set({ sort, enabled: vendor.enabled })
      .where('category_code', '=', category)
      .where('vendor_code', '=', vendor.code)
      .execute();
}

export interface OpsGameFilter {
  vendor?: string | undefined;
  gameType?: string | undefined;
  q?: string | undefined;
  hot?: boolean | undefined;
  enabled?: boolean | undefined;
}

const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filteredGames(db: Db, filter: OpsGameFilter) {
  let query = db.selectFrom('game');
  if (filter.vendor) query = query.where('vendor_code', '=', filter.vendor);
  if (filter.gameType) query = query.where('game_type', '=', filter.gameType);
  if (filter.q) query = query.where(sql<boolean>`search_text like ${likeContains(filter.q.toLowerCase())}`);
  if (filter.hot === true) query = query.where('hot_rank', 'is not', null);
  if (filter.hot === false) query = query.where('hot_rank', 'is', null);
  if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
  return query;
}

const gameColumns = [
  'node_id',
  'vendor_code',
  'game_code',
  'game_type',
  'name_en',
  'enabled',
  'hot_rank',
  'is_new',
  'sort',
] as const;
export type OpsGameDbRow = Awaited<ReturnType<typeof findGame>> & object;

export async function searchGames(db: Db, filter: OpsGameFilter & PageRequest) {
  const [rows, count] = await Promise.all([
    filteredGames(db, filter)
      .select(gameColumns)
      .$if(filter.hot === true, (q) => q.orderBy('hot_rank'))
      .orderBy('vendor_code')
      .orderBy('sort')
      .orderBy('node_id')
      .limit(filter.pageSize)
      .offset(pageOffset(filter))
      .execute(),
    filteredGames(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findGame(db: Db, nodeId: string) {
  return db.selectFrom('game').select(gameColumns).where('node_id', '=', nodeId).executeTakeFirst();
}

export async function updateGame(
  db: Db,
  nodeId: string,
  change: { enabled?: boolean | undefined; hotRank?: number | null | undefined },
): Promise<void> {
  await db
    .updateTable('game')
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.hotRank === undefined ? {} : { hot_rank: change.hotRank }),
      updated_at: new Date(),
    })
    .where('node_id', '=', nodeId)
    .execute();
}

/** What an import compares against: the stored games of the vendors in the file. */
export function gamesOfVendors(db: Db, vendors: readonly string[]) {
  if (vendors.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('game')
    .select((eb) => [
      'vendor_code',
      'game_code',
      'game_type',
      'names',
      'name_en',
      'icon_url',
      'is_game',
      'support_play',
      'game_classify',
      'min_bet_minor',
      'lines',
      'rtp_bp',
      'hot_rank',
      'is_new',
      eb.fn<string>('to_char', ['released_at', sql.lit('YYYY-MM-DD')]).as('released_at'),
      'sort',
      'enabled',
    ])
    .where('vendor_code', 'in', vendors)
    .execute();
}

export async function listVendorCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('game_vendor').select('code').execute();
  return rows.map((row) => row.code);
}
