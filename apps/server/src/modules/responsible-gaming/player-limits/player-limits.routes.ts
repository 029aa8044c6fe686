import {
  endTimeoutEndpoint,
  getRealityCheckEndpoint,
  getResponsibleGamingEndpoint,
  setMoneyLimitEndpoint,
  setRealityCheckEndpoint,
  setSessionLimitEndpoint,
  startExclusionEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  endTimeout,
  getRealityCheck,
  getResponsibleGaming,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
  startExclusion,
} from './player-limits.service.js';

export const playerLimitsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getResponsibleGamingEndpoint, ({ principal }) => getResponsibleGaming(db, principal.member.id)),
  route(setMoneyLimitEndpoint, ({ principal, body }) => setMoneyLimit(db, principal.member.id, body)),
  route(setSessionLimitEndpoint, ({ principal, body }) =>
    setSessionLimit(db, principal.member.id, body.minutes),
  ),
  route(setRealityCheckEndpoint, ({ principal, body }) =>
    setRealityCheck(db, principal.member.id, body.minutes),
  ),
  route(getRealityCheckEndpoint, ({ principal }) => getRealityCheck(db, principal.member.id)),
  route(startExclusionEndpoint, ({ principal, body }) => startExclusion(db, principal.member.id, body)),
  route(endTimeoutEndpoint, ({ principal }) => endTimeout(db, principal.member.id)),
]);
