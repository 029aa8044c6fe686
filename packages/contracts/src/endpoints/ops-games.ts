import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The operator console's game catalog (staff permission `games`; the import preview `catalog`, like the
// import itself): vendors and categories, games' enable and hot flags. Every change is audited with before
// and after, and the lobby shows it at once.

const tag = 'operator console';
const access = 'operator:games';

export const getOpsGamesCatalogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/games/catalog',
  access,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Every vendor and category with its order and enabled flag, and the vendors of each category',
    response: s.opsGamesCatalogSchema,
  })),
});

export const orderOpsVendorsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/vendors/order',
  access,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Puts the vendors in a new order (every vendor code, once)',
    body: s.opsOrderSchema,
    response: s.opsGamesCatalogSchema,
  })),
});

export const enableOpsVendorEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/vendors/:code/enabled',
  access,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Enables or disables a vendor: its games leave or return to the lobby',
    params: s.opsVendorParamsSchema,
    body: s.opsEnableSchema,
    response: s.opsGamesCatalogSchema,
  })),
});

export const orderOpsCategoriesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/categories/order',
  access,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Puts the lobby categories in a new order (every category code, once)',
    body: s.opsOrderSchema,
    response: s.opsGamesCatalogSchema,
  })),
});

export const enableOpsCategoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/categories/:code/enabled',
  access,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Shows or hides a lobby category',
    params: s.opsCategoryParamsSchema,
    body: s.opsEnableSchema,
    response: s.opsGamesCatalogSchema,
  })),
});

export const setOpsCategoryVendorsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/categories/:code/vendors',
  access,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: "The order of a category's vendors and which of them it shows",
    params: s.opsCategoryParamsSchema,
    body: s.opsCategoryVendorsSchema,
    response: s.opsGamesCatalogSchema,
  })),
});

export const listOpsGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/games/games',
  access,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Games of the catalog, enabled or not, by vendor, type, name or hot flag',
    query: s.opsGameListQuerySchema,
    response: s.opsGamePageSchema,
  })),
});

export const updateOpsGameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/games/games/:nodeId',
  access,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Enables or disables a game, or sets its hot rank (null: not hot)',
    params: s.opsGameParamsSchema,
    body: s.opsGameUpdateSchema,
    response: s.opsGameRowSchema,
  })),
});

export const previewCatalogImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/games/import/preview',
  access: 'operator:catalog',
  errors: [400, 401, 403, 413],
  tag,
  schemas: lazy((s) => ({
    summary: 'What a catalog import would change (added, changed, removed rows), writing nothing',
    description:
      'Same body and row checks as POST /wps/operator/catalog/import; bad rows answer 400 catalog_import_invalid with every row error.',
    body: s.catalogImportPreviewRequestSchema,
    response: s.catalogImportPreviewSchema,
    errorValue: s.catalogImportErrorValueSchema,
  })),
});
