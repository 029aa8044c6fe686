import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A catalog game with what launching it depends on: its vendor and the provider that runs it. */
export function findLaunchableGame(db: Db, nodeId: string) {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .leftJoin('game_provider', 'game_provider.code', 'game_vendor.provider_code')
    .select([
      'game.node_id',
      'game.vendor_code',
      'game.game_code',
      'game.game_type',
      'game.game_classify',
      'game.lines',
      'game.rtp_bp',
      'game.names',
      'game.is_game',
      'game.support_play',
      'game.enabled',
      'game_vendor.enabled as vendor_enabled',
      'game_provider.code as provider_code',
      'game_provider.secret as provider_secret',
      'game_provider.enabled as provider_enabled',
    ])
    .where('game.node_id', '=', nodeId)
    .executeTakeFirst();
}

export async function insertLaunch(
  db: Db,
  launch: {
    tokenHash: string;
    providerCode: string;
    memberId: string;
    nodeId: string;
    language: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('game_launch')
    .values({
      token_hash: launch.tokenHash,
      provider_code: launch.providerCode,
      member_id: launch.memberId,
      node_id: launch.nodeId,
      language: launch.language,
      expires_at: launch.expiresAt,
    })
    .execute();
}

/** Enabled LIVE games of enabled vendors with the distinct members who launched each since `since`. */
export function findLiveRooms(db: Db, options: { vendor?: string | undefined; since: Date; limit: number }) {
  let query = db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .select([
      'game.node_id',
      'game.names',
      'game.vendor_code',
      'game_vendor.display_name as vendor_name',
      'game_vendor.provider_code',
      'game.game_type',
      'game.game_code',
      'game.game_classify',
      'game.min_bet_minor',
      'game.icon_url',
      (eb) =>
        eb
          .selectFrom('game_launch')
          .select(sql<string>`count(distinct game_launch.member_id)`.as('players'))
          .whereRef('game_launch.node_id', '=', 'game.node_id')
          .where('game_launch.created_at', '>=', options.since)
          .as('players'),
    ])
    .where('game.enabled', '=', true)
    .where('game_vendor.enabled', '=', true)
    .where('game.game_type', '=', 'LIVE')
    .where('game.is_game', '=', 'GAME');
  if (options.vendor) query = query.where('game.vendor_code', '=', options.vendor);
  return query.orderBy('game.sort').orderBy('game.node_id').limit(options.limit).execute();
}
