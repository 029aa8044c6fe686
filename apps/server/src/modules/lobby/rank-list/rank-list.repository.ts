import type { Db } from '../../../db/database.js';

export interface NewWin {
  roundRef: string;
  memberId: string;
  customerName: string;
  nodeId: string;
  vendor: string;
  gameType: string;
  winAmountMinor: bigint;
  wonAt: Date;
}

/** Records a win once per round; answers false when the round was already recorded. */
export async function insertWin(db: Db, win: NewWin): Promise<boolean> {
  const row = await db
    .insertInto('game_win')
    .values({
      round_ref: win.roundRef,
      member_id: win.memberId,
      customer_name: win.customerName,
      node_id: win.nodeId,
      vendor_code: win.vendor,
      game_type: win.gameType,
      win_amount_minor: win.winAmountMinor.toString(),
      won_at: win.wonAt,
    })
    .onConflict((oc) => oc.column('round_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The biggest wins since a time, optionally of one game type and set of vendors. */
export function findTopWins(
  db: Db,
  options: {
    since: Date;
    limit: number;
    scope?: { gameType: string; vendors: readonly string[] } | undefined;
  },
) {
  let query = db
    .selectFrom('game_win')
    .select(['id', 'customer_name', 'node_id', 'win_amount_minor', 'won_at'])
    .where('won_at', '>=', options.since);
  if (options.scope) {
    if (options.scope.vendors.length === 0) return Promise.resolve([]);
    query = query
      .where('game_type', '=', options.scope.gameType)
      .where('vendor_code', 'in', options.scope.vendors);
  }
  return query
    .orderBy('win_amount_minor', 'desc')
    .orderBy('won_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
}
