import { getEngagementCostReportEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getCostReport } from './cost-report.service.js';

export const costReportRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getEngagementCostReportEndpoint, ({ query }) => getCostReport(db, query)),
]);
