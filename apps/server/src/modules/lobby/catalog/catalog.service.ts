import {
  bingoLanguage,
  formatMessage,
  gameClassifies,
  gameTypes,
  type CatalogImportReport,
  type CatalogImportRequest,
  type ImportRowError,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/envelope.js';
import { renderGameIcon, renderVendorLogo } from './catalog-art.js';
import { generateCatalog } from './catalog-generator.js';
import { parseImport } from './catalog-import-parse.js';
import {
  catalogCategories,
  catalogLanes,
  catalogVendors,
  mxwinPositions,
  vendorGameCounts,
} from './catalog-vendors.js';
import { invalidateLobbyCache } from '../lobby/lobby.service.js';
import * as repo from './catalog.repository.js';
import { toGameRow } from './game-row.js';

/** The vendors each category shows, in order; MXWIN takes RNG's vendors at positions 10 to 14. */
export function defaultCategoryVendors(): { category: string; vendors: string[] }[] {
  return catalogCategories.map(({ code, gameType }) => {
    const vendors = vendorGameCounts[gameType].map(([vendor]) => vendor);
    return {
      category: code,
      vendors: code === 'MXWIN' ? vendors.slice(mxwinPositions.from - 1, mxwinPositions.to) : vendors,
    };
  });
}

/**
 * Seeds the catalog: reference data (vendors, types, categories, vendor mapping, lanes) where missing,
 * and the generated demo games when the catalog has no games yet, so an operator's imports and
 * changes survive every restart.
 */
export async function seedCatalog(db: Db, options: { games: boolean }): Promise<{ games: number }> {
  await repo.insertReferenceData(db, {
    vendors: catalogVendors.map((vendor, sort) => ({
      code: vendor.code,
      display_name: vendor.name,
      logo_url: null,
      sort,
    })),
    types: gameTypes.map((code, sort) => ({ code, sort })),
    classifies: gameClassifies.map((code, sort) => ({
      code,
      sort,
      required_language: code === 'BG' ? bingoLanguage : null,
    })),
    categories: catalogCategories.map((category, sort) => ({
      code: category.code,
      game_type: category.gameType,
      nav_key: category.navKey,
      path: category.path,
      titles: JSON.stringify(category.titles),
      sort,
    })),
    categoryVendors: defaultCategoryVendors().flatMap(({ category, vendors }) =>
      vendors.map((vendor, sort) => ({ category_code: category, vendor_code: vendor, sort })),
    ),
    lanes: catalogLanes.map((lane, sort) => ({
      id: lane.id,
      titles: JSON.stringify(lane.titles),
      vendor_code: lane.vendor,
      game_type: lane.gameType,
      sort,
    })),
  });
  if (!options.games || (await repo.hasGames(db))) return { games: 0 };
  const games = generateCatalog().map((game) =>
    toGameRow({
      ...game,
      iconUrl: null,
      minBetMinor: BigInt(game.minBetMinor),
      enabled: true,
    }),
  );
  await db.transaction().execute((trx) => repo.insertGames(trx, games));
  invalidateLobbyCache(db);
  return { games: games.length };
}

/**
 * Imports a vendor's game list (JSON or CSV), upserting by (vendor, gameCode). Every row is checked
 * first; any error answers 400 with the list of row errors and writes nothing. In replace mode the
 * vendor's games missing from the file are disabled (never deleted: favourites and wins keep them).
 */
export async function importCatalog(db: Db, request: CatalogImportRequest): Promise<CatalogImportReport> {
  const knownVendors = new Set(await repo.listVendorCodes(db));
  const { rows, errors } = parseImport(request.format, request.content, {
    vendor: request.vendor,
    knownVendors,
  });
  if (errors.length > 0) throw importErrors(errors);
  const now = new Date();
  const report = await db.transaction().execute(async (trx) => {
    const { inserted } = await repo.upsertGames(
      trx,
      rows.map(({ game }) => toGameRow(game, now)),
    );
    let disabled = 0;
    if ((request.mode ?? 'merge') === 'replace') {
      const codesByVendor = new Map<string, string[]>();
      for (const { game } of rows)
        codesByVendor.set(game.vendor, [...(codesByVendor.get(game.vendor) ?? []), game.gameCode]);
      for (const [vendor, codes] of codesByVendor)
        disabled += await repo.disableGamesExcept(trx, vendor, codes);
    }
    return { total: rows.length, inserted, updated: rows.length - inserted, disabled };
  });
  invalidateLobbyCache(db);
  return report;
}

/** 400 with the English summary, and as value the message key plus every row error. */
export function importErrors(errors: ImportRowError[]): AppError {
  const params = { count: errors.length };
  return new AppError(400, 'catalog_import_invalid', formatMessage('catalog_import_invalid', params), {
    key: 'catalog_import_invalid',
    params,
    errors,
  });
}

/** The generated icon of a game, or null for an unknown node id. */
export async function gameIconSvg(db: Db, nodeId: string, scale: number): Promise<string | null> {
  const game = await repo.findGameArt(db, nodeId);
  return game
    ? renderGameIcon(
        {
          nodeId,
          name: game.name_en,
          vendor: game.vendor_code,
          gameType: game.game_type,
          gameCode: game.game_code,
          gameClassify: game.game_classify,
        },
        scale,
      )
    : null;
}

export async function vendorLogoSvg(db: Db, code: string): Promise<string | null> {
  const vendor = await repo.findVendor(db, code);
  return vendor ? renderVendorLogo({ code: vendor.code, name: vendor.display_name }) : null;
}
