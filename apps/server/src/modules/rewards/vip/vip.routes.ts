import {
  getVipEndpoint,
  getVipLevelsEndpoint,
  getVipPolicyEndpoint,
  setVipLevelsEndpoint,
  setVipPolicyEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getVipPolicy, getVipSummary, setVipLevels, setVipPolicy, vipLevelViews } from './vip.service.js';

export const vipRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getVipEndpoint, ({ principal }) => getVipSummary(db, principal.member.id, new Date())),
  route(getVipLevelsEndpoint, () => vipLevelViews(db)),
  route(setVipLevelsEndpoint, ({ body }) => setVipLevels(db, body.levels)),
  route(getVipPolicyEndpoint, () => getVipPolicy(db)),
  route(setVipPolicyEndpoint, ({ body }) => setVipPolicy(db, body)),
]);
