import { recentGamesKept, type AccountGameListValue } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { PageRequest } from '../../../lib/paging.js';
import type { ViewOptions } from '../lobby/game-view.js';
import { pageGamesByNodeIds } from '../lobby/lobby.service.js';
import * as repo from './recent-games.repository.js';

/**
 * Records that a member launched a game (called by the game-launch flow); the list keeps the
 * `recentGamesKept` most recent games, each once.
 */
export async function recordRecentGame(
  db: Db,
  memberId: string,
  nodeId: string,
  playedAt = new Date(),
): Promise<void> {
  await repo.upsertRecentGame(db, { memberId, nodeId, playedAt }, recentGamesKept);
}

export async function listRecentGames(
  db: Db,
  memberId: string,
  page: PageRequest,
  view: ViewOptions,
): Promise<AccountGameListValue> {
  return pageGamesByNodeIds(db, await repo.listRecentIds(db, memberId), page, view);
}
