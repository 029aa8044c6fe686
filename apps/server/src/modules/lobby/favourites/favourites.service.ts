import type { AccountGameListValue, FavoriteRef } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { PageRequest } from '../../../lib/paging.js';
import { findGame, getGamesByNodeIds, pageGamesByNodeIds } from '../lobby/lobby.service.js';
import type { ViewOptions } from '../lobby/game-view.js';
import * as repo from './favourites.repository.js';

/**
 * A member's favourite games. Ids are strings everywhere; adding a favourite twice or removing one
 * that is not there changes nothing. Disabled games stay stored but are not listed.
 */
export async function listFavoriteRefs(db: Db, memberId: string): Promise<FavoriteRef[]> {
  const games = await getGamesByNodeIds(db, await repo.listFavouriteIds(db, memberId), { language: 'en' });
  return games.map(({ nodeId, vassalage, gameType }) => ({ nodeId, vassalage, gameType }));
}

export async function listFavoriteGames(
  db: Db,
  memberId: string,
  page: PageRequest,
  view: ViewOptions,
): Promise<AccountGameListValue> {
  return pageGamesByNodeIds(db, await repo.listFavouriteIds(db, memberId), page, view);
}

export async function addFavorite(db: Db, memberId: string, nodeId: string): Promise<FavoriteRef[]> {
  if (!(await findGame(db, nodeId))) throw keyedError(404, 'game_not_found', {}, { field: 'nodeId' });
  await repo.insertFavourite(db, memberId, nodeId);
  return listFavoriteRefs(db, memberId);
}

export async function removeFavorite(db: Db, memberId: string, nodeId: string): Promise<FavoriteRef[]> {
  await repo.deleteFavourite(db, memberId, nodeId);
  return listFavoriteRefs(db, memberId);
}
