import {
  changePasswordEndpoint,
  requestPasswordEmailEndpoint,
  resetPasswordByPhoneEndpoint,
  resetPasswordWithTokenEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { changePassword, requestEmailReset, resetWithPhone, resetWithToken } from './password.service.js';

export const passwordRoutes = endpointRoutes<ModuleDeps>((deps) => {
  const { clientOf } = deps;
  return [
    route(changePasswordEndpoint, ({ body, principal, request }) =>
      changePassword(deps, principal, body, clientOf(request)),
    ),
    route(requestPasswordEmailEndpoint, async ({ body, request, setMessage }) => {
      setMessage(await requestEmailReset(deps, body, clientOf(request)));
      return null;
    }),
    route(resetPasswordWithTokenEndpoint, ({ body, request }) =>
      resetWithToken(deps, body, clientOf(request)),
    ),
    route(resetPasswordByPhoneEndpoint, ({ body, request }) => resetWithPhone(deps, body, clientOf(request))),
  ];
});
