import { getCreditReportEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getCreditReport } from './credit-report.service.js';

/** The member's credit report (statement per period). */
export const creditReportRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getCreditReportEndpoint, ({ principal, query }) => getCreditReport(db, principal.member.id, query)),
]);
