import { getRecentGamesEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { listRecentGames } from './recent-games.service.js';

export const recentGamesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getRecentGamesEndpoint, ({ principal, query }) =>
    listRecentGames(db, principal.member.id, query, query),
  ),
]);
