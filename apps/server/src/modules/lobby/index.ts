import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { announcementsRoutes } from './announcements/announcements.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { favouritesRoutes } from './favourites/favourites.routes.js';
import { lobbyRoutes } from './lobby/lobby.routes.js';
import { rankListRoutes } from './rank-list/rank-list.routes.js';
import { recentGamesRoutes } from './recent-games/recent-games.routes.js';

export { firstHomeBannerImages } from './announcements/announcements.service.js';

/** The lobby: catalog artwork and import, menus and listings, favourites, recent games, winner board, announcements. */
export async function registerLobbyModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  await app.register(catalogRoutes, modules);
  await app.register(lobbyRoutes, modules);
  await app.register(favouritesRoutes, modules);
  await app.register(recentGamesRoutes, modules);
  await app.register(rankListRoutes, modules);
  await app.register(announcementsRoutes, modules);
}
