import { getDashboardEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getDashboard } from './dashboard.service.js';

/** Today's and the period's figures and the waiting queues. */
export const dashboardRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getDashboardEndpoint, ({ query }) => getDashboard(db, query)),
]);
