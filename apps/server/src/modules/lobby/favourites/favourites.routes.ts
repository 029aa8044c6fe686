import {
  addFavoriteGameEndpoint,
  getFavoriteGameRefsEndpoint,
  getFavoriteGamesEndpoint,
  removeFavoriteGameEndpoint,
} from '@app/contracts';
import { fieldError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as favourites from './favourites.service.js';

/** Favourites need a login (visitors get 401); trial accounts may keep favourites too. */
export const favouritesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getFavoriteGameRefsEndpoint, ({ principal }) => favourites.listFavoriteRefs(db, principal.member.id)),
  route(getFavoriteGamesEndpoint, ({ principal, query }) =>
    favourites.listFavoriteGames(db, principal.member.id, query, query),
  ),
  route(addFavoriteGameEndpoint, ({ principal, body }) =>
    favourites.addFavorite(db, principal.member.id, body.nodeId),
  ),
  route(removeFavoriteGameEndpoint, ({ principal, body, query }) => {
    const nodeId = body?.nodeId ?? query.nodeId;
    if (!nodeId) throw fieldError('nodeId', 'input_cannot_be_empty');
    return favourites.removeFavorite(db, principal.member.id, nodeId);
  }),
]);
