import { getConfigurationEndpoint, setModuleToggleEndpoint, updateSettingEndpoint } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { getConfiguration, saveSetting, switchModule } from './configuration.service.js';

/** Site configuration without SQL: settings through their own schemas, module toggles; all audited. */
export const configurationRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => {
  const actor = (principal: AuthContext, request: FastifyRequest) => ({
    staffId: principal.member.id,
    staffUsername: principal.member.username,
    ip: clientOf(request).ip,
  });
  return [
    route(getConfigurationEndpoint, () => getConfiguration(db)),
    route(updateSettingEndpoint, ({ params, body, principal, request }) =>
      saveSetting(db, params.key, body.value, actor(principal, request)),
    ),
    route(setModuleToggleEndpoint, ({ params, body, principal, request }) =>
      switchModule(db, params.modId, body.enabled, actor(principal, request)),
    ),
  ];
});
