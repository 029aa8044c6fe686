import {
  getCountryCodesEndpoint,
  getDomainRouteEndpoint,
  getHelpCenterEndpoint,
  getPermissionInfoEndpoint,
  getRegisterRulesEndpoint,
  getSystemStatusEndpoint,
  getWhitelabelEndpoint,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { createClientAddressReader } from '../../../lib/client-address.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as system from './system.service.js';

export const systemRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => {
  const readClientAddress = createClientAddressReader({
    trustedProxies: config.TRUSTED_PROXIES,
    countryHeader: config.GEO_COUNTRY_HEADER,
  });
  const visitorOf = async (request: FastifyRequest) => {
    const { ip, countryFromProxy } = readClientAddress(request);
    return system.resolveVisitor(db, ip, countryFromProxy);
  };

  return [
    route(getSystemStatusEndpoint, async ({ request }) =>
      system.getSystemStatus(db, await visitorOf(request)),
    ),
    route(getWhitelabelEndpoint, () => system.getWhitelabel(db)),
    route(getRegisterRulesEndpoint, () => system.getRegisterRules(db)),
    route(getDomainRouteEndpoint, () => system.getSetting(db, 'domain_route')),
    route(getHelpCenterEndpoint, ({ query }) => system.getHelpCenter(db, query.lang, query.device)),
    route(getCountryCodesEndpoint, () => system.getCountryCodes(db)),
    route(getPermissionInfoEndpoint, async ({ request }) =>
      system.getPermissionInfo(db, await visitorOf(request)),
    ),
  ];
});
