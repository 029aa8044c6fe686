import { getPublicKeyEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';

export const payloadKeyRoutes = endpointRoutes<ModuleDeps>(({ loadPayloadKey }) => [
  route(getPublicKeyEndpoint, async () => (await loadPayloadKey()).publicInfo),
]);
