import { getRewardCenterEndpoint, getRewardStateEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getRewardCenter, getRewardState } from './reward-center.service.js';

export const rewardCenterRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getRewardStateEndpoint, ({ principal }) => getRewardState(db, principal?.member ?? null, new Date())),
  route(getRewardCenterEndpoint, ({ principal }) => getRewardCenter(db, principal.member, new Date())),
]);
