import {
  getCountryCodesEndpoint,
  getDomainRouteEndpoint,
  getHelpCenterEndpoint,
  getPermissionInfoEndpoint,
  getRegisterRulesEndpoint,
  getSystemStatusEndpoint,
  getWhitelabelEndpoint,
  type PermissionInfo,
  type SystemStatusValue,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { createClientAddressReader } from '../../../lib/client-address.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import * as system from './system.service.js';

/** What the web app asks first on every visit, as GET /wps/system/status and /permission answer it. */
export interface SiteStart {
  status: SystemStatusValue;
  permission: PermissionInfo;
}

/** The visitor's site start (status and permission info), read as those two endpoints read it. */
export function createSiteStartReader({ db, config }: Pick<ModuleDeps, 'db' | 'config'>) {
  const readClientAddress = createClientAddressReader({
    trustedProxies: config.TRUSTED_PROXIES,
    countryHeader: config.GEO_COUNTRY_HEADER,
  });
  const visitorOf = (request: FastifyRequest) => {
    const { ip, countryFromProxy } = readClientAddress(request);
    return system.resolveVisitor(db, ip, countryFromProxy);
  };
  return {
    visitorOf,
    async siteStartOf(request: FastifyRequest): Promise<SiteStart> {
      const visitor = await visitorOf(request);
      const [status, permission] = await Promise.all([
        system.getSystemStatus(db, visitor),
        system.getPermissionInfo(db, visitor),
      ]);
      return { status, permission };
    },
  };
}

export const systemRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => {
  const { visitorOf } = createSiteStartReader({ db, config });

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
