import type { Db } from '../../../db/database.js';

/** Marks a game played now and keeps only the member's `keep` most recent games. */
export async function upsertRecentGame(
  db: Db,
  row: { memberId: string; nodeId: string; playedAt: Date },
  keep: number,
): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({ member_id: row.memberId, node_id: row.nodeId, played_at: row.playedAt })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: row.playedAt }))
    .execute();
  await db
    .deleteFrom('game_recent')
    .where('member_id', '=', row.memberId)
    .where('node_id', 'not in', (eb) =>
      eb
        .selectFrom('game_recent')
        .select('node_id')
        .where('member_id', '=', row.memberId)
        .orderBy('played_at', 'desc')
        .orderBy('node_id', 'desc')
        .limit(keep),
    )
    .execute();
}

/** The member's recently played node ids, most recent first. */
export async function listRecentIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('game_recent')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('played_at', 'desc')
    .orderBy('node_id', 'desc')
    .execute();
  return rows.map((row) => row.node_id);
}
