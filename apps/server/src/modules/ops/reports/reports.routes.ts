import { exportReportEndpoint, getReportEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getReport, reportCsv } from './reports.service.js';

/** The console's reports, paged as JSON and whole as CSV. */
export const reportsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getReportEndpoint, ({ params, query }) => getReport(db, params.report, query)),
  route(exportReportEndpoint, async ({ params, query, reply }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${params.report}-${query.from}-${query.to}.csv"`)
      .send(await reportCsv(db, params.report, query)),
  ),
]);
