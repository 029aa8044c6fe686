import {
  enableOpsCategoryEndpoint,
  enableOpsVendorEndpoint,
  getOpsGamesCatalogEndpoint,
  importCatalogEndpoint,
  listOpsGamesEndpoint,
  orderOpsCategoriesEndpoint,
  orderOpsVendorsEndpoint,
  previewCatalogImportEndpoint,
  setOpsCategoryVendorsEndpoint,
  updateOpsGameEndpoint,
  type EndpointBody,
  type EndpointQuery,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

export const useGamesCatalog = () => useOpsQuery(getOpsGamesCatalogEndpoint, {});

export const useOpsGames = (query: EndpointQuery<typeof listOpsGamesEndpoint>) =>
  useOpsQuery(listOpsGamesEndpoint, { query });

export const orderVendors = (codes: string[]) => opsCall(orderOpsVendorsEndpoint, { body: { codes } });

export const enableVendor = (code: string, enabled: boolean) =>
  opsCall(enableOpsVendorEndpoint, { params: { code }, body: { enabled } });

export const orderCategories = (codes: string[]) => opsCall(orderOpsCategoriesEndpoint, { body: { codes } });

export const enableCategory = (code: string, enabled: boolean) =>
  opsCall(enableOpsCategoryEndpoint, { params: { code }, body: { enabled } });

export const setCategoryVendors = (code: string, body: EndpointBody<typeof setOpsCategoryVendorsEndpoint>) =>
  opsCall(setOpsCategoryVendorsEndpoint, { params: { code }, body });

export const updateGame = (nodeId: string, body: EndpointBody<typeof updateOpsGameEndpoint>) =>
  opsCall(updateOpsGameEndpoint, { params: { nodeId }, body });

export type ImportRequest = EndpointBody<typeof importCatalogEndpoint>;

export const previewImport = (body: ImportRequest) => opsCall(previewCatalogImportEndpoint, { body });

export const applyImport = (body: ImportRequest) => opsCall(importCatalogEndpoint, { body });
