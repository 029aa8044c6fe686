import { checkAffiliateCodeEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { checkAffiliateCode } from './agent.service.js';

export const agentRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => [
  route(checkAffiliateCodeEndpoint, async ({ query, request }) => ({
    valid: await checkAffiliateCode(db, query.code, clientOf(request).ip),
  })),
]);
