import { getRiskHintsEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { riskHints } from './risk-hints.service.js';

/** Risk hints of the deposit and withdrawal queues, for the page of items the cashier looks at. */
export const riskHintsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getRiskHintsEndpoint, ({ query }) => riskHints(db, query.kind, query.ids)),
]);
