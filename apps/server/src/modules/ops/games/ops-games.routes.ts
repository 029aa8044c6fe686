import {
  enableOpsCategoryEndpoint,
  enableOpsVendorEndpoint,
  getOpsGamesCatalogEndpoint,
  listOpsGamesEndpoint,
  orderOpsCategoriesEndpoint,
  orderOpsVendorsEndpoint,
  previewCatalogImportEndpoint,
  setOpsCategoryVendorsEndpoint,
  updateOpsGameEndpoint,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import type { AuthContext } from '../../identity/session/auth.js';
import {
  enableCategory,
  enableVendor,
  getGamesCatalog,
  listGames,
  orderCategories,
  orderVendors,
  previewCatalogImport,
  setCategoryVendors,
  updateGame,
} from './ops-games.service.js';

/** The console's game catalog (permission `games`; the import preview `catalog`): changes audited. */
export const opsGamesRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => {
  const actor = (principal: AuthContext, request: FastifyRequest) => ({
    staffId: principal.member.id,
    staffUsername: principal.member.username,
    ip: clientOf(request).ip,
  });
  return [
    route(getOpsGamesCatalogEndpoint, () => getGamesCatalog(db)),
    route(orderOpsVendorsEndpoint, ({ body, principal, request }) =>
      orderVendors(db, body.codes, actor(principal, request)),
    ),
    route(enableOpsVendorEndpoint, ({ params, body, principal, request }) =>
      enableVendor(db, params.code, body.enabled, actor(principal, request)),
    ),
    route(orderOpsCategoriesEndpoint, ({ body, principal, request }) =>
      orderCategories(db, body.codes, actor(principal, request)),
    ),
    route(enableOpsCategoryEndpoint, ({ params, body, principal, request }) =>
      enableCategory(db, params.code, body.enabled, actor(principal, request)),
    ),
    route(setOpsCategoryVendorsEndpoint, ({ params, body, principal, request }) =>
      setCategoryVendors(db, params.code, body, actor(principal, request)),
    ),
    route(listOpsGamesEndpoint, async ({ query }) => {
      const { list, total } = await listGames(db, query);
      return toPage(list, total, query);
    }),
    route(updateOpsGameEndpoint, ({ params, body, principal, request }) =>
      updateGame(db, params.nodeId, body, actor(principal, request)),
    ),
    route(previewCatalogImportEndpoint, ({ body }) => previewCatalogImport(db, body), {
      bodyLimit: 16 * 1024 * 1024,
    }),
  ];
});
