import { sendNoLoginCodeEndpoint, sendRegisterCodeEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { sendSmsCode } from './verification.service.js';

export const verificationRoutes = endpointRoutes<ModuleDeps>((deps) => [
  route(sendRegisterCodeEndpoint, ({ body, request }) =>
    sendSmsCode(deps, { ...body, purpose: 'register' }, deps.clientOf(request)),
  ),
  route(sendNoLoginCodeEndpoint, ({ body, request }) => sendSmsCode(deps, body, deps.clientOf(request))),
]);
