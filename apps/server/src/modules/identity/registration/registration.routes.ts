import { registerByMobileEndpoint, registerByUsernameEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { register } from './registration.service.js';

export const registrationRoutes = endpointRoutes<ModuleDeps>((deps) => [
  route(registerByUsernameEndpoint, ({ body, request }) =>
    register(deps, 'username', body, deps.clientOf(request)),
  ),
  route(registerByMobileEndpoint, ({ body, request }) =>
    register(deps, 'mobile', body, deps.clientOf(request)),
  ),
]);
