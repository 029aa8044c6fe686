import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type {
  GameCategoryTable,
  GameCategoryVendorTable,
  GameClassifyTable,
  GameLaneTable,
  GameTable,
  GameTypeTable,
  GameVendorTable,
} from '../../../db/schema.js';

export type NewGame = Insertable<GameTable>;

/** Rows per INSERT: ~20 parameters each keeps a statement well under PostgreSQL's 65,535. */
const BATCH = 1000;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Reference data of the seed: inserted when missing, never overwriting the operator's changes. */
export async function insertReferenceData(
  db: Db,
  data: {
    vendors: Insertable<GameVendorTable>[];
    types: Insertable<GameTypeTable>[];
    classifies: Insertable<GameClassifyTable>[];
    categories: Insertable<GameCategoryTable>[];
    categoryVendors: Insertable<GameCategoryVendorTable>[];
    lanes: Insertable<GameLaneTable>[];
  },
): Promise<void> {
  await db
    .insertInto('game_vendor')
    .values(data.vendors)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game_type')
    .values(data.types)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game_classify')
    .values(data.classifies)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game_category')
    .values(data.categories)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game_category_vendor')
    .values(data.categoryVendors)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('game_lane')
    .values(data.lanes)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function hasGames(db: Db): Promise<boolean> {
  return (await db.selectFrom('game').select('node_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Seed insert: existing (vendor, gameCode) pairs are left alone. */
export async function insertGames(db: Db, games: readonly NewGame[]): Promise<void> {
  for (const batch of chunks(games)) {
    await db
      .insertInto('game')
      .values(batch)
      .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doNothing())
      .execute();
  }
}

/**
 * Import upsert by (vendor, gameCode): new games get a node id, existing ones keep theirs and take
 * the imported values. Answers how many rows were inserted (PostgreSQL's xmax is 0 for them).
 */
export async function upsertGames(db: Db, games: readonly NewGame[]): Promise<{ inserted: number }> {
  let inserted = 0;
  for (const batch of chunks(games)) {
    const rows = await db
      .insertInto('game')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['vendor_code', 'game_code']).doUpdateSet((eb) => ({
          game_type: eb.ref('excluded.game_type'),
          names: eb.ref('excluded.names'),
          name_en: eb.ref('excluded.name_en'),
          search_text: eb.ref('excluded.search_text'),
          icon_url: eb.ref('excluded.icon_url'),
          is_game: eb.ref('excluded.is_game'),
          support_play: eb.ref('excluded.support_play'),
          game_classify: eb.ref('excluded.game_classify'),
          min_bet_minor: eb.ref('excluded.min_bet_minor'),
          lines: eb.ref('excluded.lines'),
          rtp_bp: eb.ref('excluded.rtp_bp'),
          hot_rank: eb.ref('excluded.hot_rank'),
          is_new: eb.ref('excluded.is_new'),
          released_at: eb.ref('excluded.released_at'),
          sort: eb.ref('excluded.sort'),
          enabled: eb.ref('excluded.enabled'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute();
    inserted += rows.filter((row) => row.inserted).length;
  }
  return { inserted };
}

/** Replace mode: disables the vendor's enabled games whose codes are not in `keep`. */
export async function disableGamesExcept(db: Db, vendor: string, keep: readonly string[]): Promise<number> {
  let query = db
    .updateTable('game')
    .set({ enabled: false, updated_at: new Date() })
    .where('vendor_code', '=', vendor)
    .where('enabled', '=', true);
  if (keep.length > 0) query = query.where('game_code', 'not in', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listVendorCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('game_vendor').select('code').execute();
  return rows.map((row) => row.code);
}

export function findVendor(db: Db, code: string) {
  return db
    .selectFrom('game_vendor')
    .select(['code', 'display_name'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** What the generated icon of a game shows. */
export function findGameArt(db: Db, nodeId: string) {
  return db
    .selectFrom('game')
    .select(['node_id', 'name_en', 'vendor_code', 'game_type', 'game_code', 'game_classify'])
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
}
