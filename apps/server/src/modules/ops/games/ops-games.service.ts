import type {
  CatalogImportPreview,
  CatalogImportRequest,
  OpsCategoryVendorsRequest,
  OpsGameListQuery,
  OpsGameRow,
  OpsGamesCatalog,
  OpsGameUpdate,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { PageRequest } from '../../../lib/paging.js';
import { importErrors } from '../../lobby/catalog/catalog.service.js';
import { parseImport } from '../../lobby/catalog/catalog-import-parse.js';
import { toGameRow } from '../../lobby/catalog/game-row.js';
import { invalidateLobbyCache } from '../../lobby/lobby/lobby.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { previewImport } from './import-preview.js';
import * as repo from './ops-games.repository.js';

export async function getGamesCatalog(db: Db): Promise<OpsGamesCatalog> {
  const [vendors, categories, mapping] = await Promise.all([
    repo.listVendors(db),
    repo.listCategories(db),
    repo.listCategoryVendors(db),
  ]);
  return {
    vendors: vendors.map((row) => ({
      code: row.code,
      name: row.display_name,
      sort: row.sort,
      enabled: row.enabled,
      games: Number(row.games ?? 0),
      hotGames: Number(row.hot_games ?? 0),
    })),
    categories: categories.map((row) => ({
      code: row.code,
      gameType: row.game_type,
      titles: row.titles,
      sort: row.sort,
      enabled: row.enabled,
      vendors: mapping
        .filter((entry) => entry.category_code === row.code)
        .map((entry) => ({ code: entry.vendor_code, enabled: entry.enabled })),
    })),
  };
}

/** `codes` must be a permutation of `known`: an order that drops or repeats one is refused. */
function checkPermutation(codes: readonly string[], known: readonly string[]): void {
  const given = new Set(codes);
  if (given.size !== codes.length || codes.length !== known.length || known.some((code) => !given.has(code)))
    throw keyedError(400, 'ops_games_order_mismatch', { count: known.length }, { field: 'codes' });
}

/** Runs a catalog change, records it with before and after, and lets the lobby show it at once. */
async function change(
  db: Db,
  actor: AuditActor,
  action: string,
  params: unknown,
  write: (trx: Db) => Promise<void>,
  body?: unknown,
): Promise<OpsGamesCatalog> {
  const before = await getGamesCatalog(db);
  await db.transaction().execute((trx) => write(trx));
  invalidateLobbyCache(db);
  const after = await getGamesCatalog(db);
  const pick = (catalog: OpsGamesCatalog) =>
    action.startsWith('games.vendor')
      ? catalog.vendors.map(({ code, sort, enabled }) => ({ code, sort, enabled }))
      : catalog.categories.map(({ code, sort, enabled, vendors }) => ({ code, sort, enabled, vendors }));
  await recordAudit(db, actor, { action, params, body, before: pick(before), after: pick(after) });
  return after;
}

export async function orderVendors(db: Db, codes: string[], actor: AuditActor) {
  checkPermutation(codes, await repo.listVendorCodes(db));
  return change(db, actor, 'games.vendor.order', {}, (trx) => repo.setVendorOrder(trx, codes), { codes });
}

export async function enableVendor(db: Db, code: string, enabled: boolean, actor: AuditActor) {
  if (!(await repo.listVendorCodes(db)).includes(code)) throw keyedError(404, 'not_found');
  return change(
    db,
    actor,
    'games.vendor.enable',
    { code },
    (trx) => repo.setVendorEnabled(trx, code, enabled),
    {
      enabled,
    },
  );
}

export async function orderCategories(db: Db, codes: string[], actor: AuditActor) {
  const categories = await repo.listCategories(db);
  checkPermutation(
    codes,
    categories.map((row) => row.code),
  );
  return change(db, actor, 'games.category.order', {}, (trx) => repo.setCategoryOrder(trx, codes), {
    codes,
  });
}

export async function enableCategory(db: Db, code: string, enabled: boolean, actor: AuditActor) {
  const categories = await repo.listCategories(db);
  if (!categories.some((row) => row.code === code)) throw keyedError(404, 'not_found');
  return change(
    db,
    actor,
    'games.category.enable',
    { code },
    (trx) => repo.setCategoryEnabled(trx, code, enabled),
    { enabled },
  );
}

export async function setCategoryVendors(
  db: Db,
  code: string,
  request: OpsCategoryVendorsRequest,
  actor: AuditActor,
) {
  const catalog = await getGamesCatalog(db);
  const category = catalog.categories.find((row) => row.code === code);
  if (!category) throw keyedError(404, 'not_found');
  checkPermutation(
    request.vendors.map((vendor) => vendor.code),
    category.vendors.map((vendor) => vendor.code),
  );
  return change(
    db,
    actor,
    'games.category.vendors',
    { code },
    (trx) => repo.setCategoryVendors(trx, code, request.vendors),
    request,
  );
}

const toRow = (row: NonNullable<Awaited<ReturnType<typeof repo.findGame>>>): OpsGameRow => ({
  nodeId: row.node_id,
  vendor: row.vendor_code,
  gameCode: row.game_code,
  gameType: row.game_type,
  name: row.name_en,
  enabled: row.enabled,
  hotRank: row.hot_rank,
  isNew: row.is_new,
  sort: row.sort,
});

export async function listGames(db: Db, query: OpsGameListQuery & PageRequest) {
  const { rows, total } = await repo.searchGames(db, query);
  return { list: rows.map(toRow), total };
}

export async function updateGame(
  db: Db,
  nodeId: string,
  update: OpsGameUpdate,
  actor: AuditActor,
): Promise<OpsGameRow> {
  const before = await repo.findGame(db, nodeId);
  if (!before) throw keyedError(404, 'not_found');
  await repo.updateGame(db, nodeId, update);
  invalidateLobbyCache(db);
  const after = await repo.findGame(db, nodeId);
  if (!after) throw keyedError(404, 'not_found');
  const brief = (row: typeof before) => ({ enabled: row.enabled, hotRank: row.hot_rank });
  await recordAudit(db, actor, {
    action: 'games.game.update',
    params: { nodeId, vendor: before.vendor_code, gameCode: before.game_code },
    body: update,
    before: brief(before),
    after: brief(after),
  });
  return toRow(after);
}

/** What importing the file would change, with the import's own row checks; writes nothing. */
export async function previewCatalogImport(
  db: Db,
  request: CatalogImportRequest,
): Promise<CatalogImportPreview> {
  const knownVendors = new Set(await repo.listVendorCodes(db));
  const { rows, errors } = parseImport(request.format, request.content, {
    vendor: request.vendor,
    knownVendors,
  });
  if (errors.length > 0) throw importErrors(errors);
  const incoming = rows.map(({ game }) => toGameRow(game));
  const vendors = [...new Set(incoming.map((row) => row.vendor_code))];
  const stored = await repo.gamesOfVendors(db, vendors);
  return previewImport(incoming, stored, request.mode ?? 'merge');
}
