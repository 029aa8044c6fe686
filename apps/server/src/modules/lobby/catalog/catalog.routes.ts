import { getGameIconEndpoint, getVendorLogoEndpoint, importCatalogEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { gameIconSvg, importCatalog, vendorLogoSvg } from './catalog.service.js';

/** Generated artwork changes only with the catalog; a month in caches is fine. */
const artCacheControl = 'public, max-age=2592000';
const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

export const catalogRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getGameIconEndpoint, async ({ params, query, reply }) => {
    const svg = await gameIconSvg(db, params.file.replace(/\.svg$/, ''), query.imgSize === 'rx2' ? 2 : 1);
    if (!svg) throw notFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', artCacheControl).send(svg);
  }),
  route(getVendorLogoEndpoint, async ({ params, reply }) => {
    const svg = await vendorLogoSvg(db, params.file.replace(/\.svg$/, ''));
    if (!svg) throw notFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', artCacheControl).send(svg);
  }),
  route(importCatalogEndpoint, ({ body }) => importCatalog(db, body), { bodyLimit: 16 * 1024 * 1024 }),
]);
