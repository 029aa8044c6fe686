import { getVipEndpoint, getVipLevelsEndpoint, setVipLevelsEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getVipSummary, setVipLevels, vipLevelViews } from './vip.service.js';

export const vipRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getVipEndpoint, ({ principal }) => getVipSummary(db, principal.member.id, new Date())),
  route(getVipLevelsEndpoint, () => vipLevelViews(db)),
  route(setVipLevelsEndpoint, ({ body }) => setVipLevels(db, body.levels)),
]);
