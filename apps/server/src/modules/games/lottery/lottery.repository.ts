import type { Db } from '../../../db/database.js';

/** The enabled catalog games of the lottery vendors (the provider's games, as the lobby lists them). */
export function findLotteryCatalogGames(db: Db, vendors: readonly string[]) {
  return db
    .selectFrom('game')
    .select(['node_id', 'vendor_code', 'game_code', 'game_type', 'names', 'icon_url'])
    .where('vendor_code', 'in', [...vendors])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('node_id')
    .execute();
}

/** Node ids of the member's recently launched games, newest first. */
export async function recentNodeIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('game_recent')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('played_at', 'desc')
    .execute();
  return rows.map((row) => String(row.node_id));
}
