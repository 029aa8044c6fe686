import type { Db } from '../../../db/database.js';

export async function insertFavourite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await db
    .insertInto('game_favourite')
    .values({ member_id: memberId, node_id: nodeId, created_at: new Date() })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await db
    .deleteFrom('game_favourite')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .execute();
}

/** The member's favourite node ids, newest first. */
export async function listFavouriteIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('game_favourite')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('node_id', 'desc')
    .execute();
  return rows.map((row) => row.node_id);
}
