import { getPointBalanceEndpoint, getPointConfigEndpoint, setPointRatesEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getPointBalance, getPointConfig, setPointRates } from './points.service.js';

export const pointsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getPointBalanceEndpoint, ({ principal }) => getPointBalance(db, principal.member.id)),
  route(getPointConfigEndpoint, () => getPointConfig(db)),
  route(setPointRatesEndpoint, ({ body }) => setPointRates(db, body)),
]);
