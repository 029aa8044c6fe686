import { getRankListEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getRankList } from './rank-list.service.js';

export const rankListRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getRankListEndpoint, ({ query }) =>
    getRankList(db, { gameCategory: query.gameCategory, language: query.language, limit: query.limitNum }),
  ),
]);
