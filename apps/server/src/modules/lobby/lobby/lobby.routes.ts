import {
  getGameListEndpoint,
  getGameMenusEndpoint,
  getHotGamesEndpoint,
  getNewGameLanesEndpoint,
  getVendorGameTypesEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as lobby from './lobby.service.js';

/** Game menus and listings: guests browse too; the listings are cached, so each is serialised once. */
export const lobbyRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getGameMenusEndpoint, ({ query }) => lobby.getGameMenus(db, query.language), {
    serialiseOncePerValue: true,
  }),
  route(getGameListEndpoint, ({ query }) => lobby.listGames(db, query), { serialiseOncePerValue: true }),
  route(getHotGamesEndpoint, ({ query }) => lobby.getHotGames(db, query), { serialiseOncePerValue: true }),
  route(getNewGameLanesEndpoint, ({ query }) => lobby.getLanes(db, query), { serialiseOncePerValue: true }),
  route(getVendorGameTypesEndpoint, () => lobby.getVendorGameTypes(db)),
]);
