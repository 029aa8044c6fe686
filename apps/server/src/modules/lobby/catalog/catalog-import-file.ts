import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogImportReport } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { importCatalog } from './catalog.service.js';

export interface ImportFileOptions {
  vendor?: string | undefined;
  replace?: boolean;
  format?: 'json' | 'csv' | undefined;
}

/** Imports a vendor's game list from a file; the format comes from the extension unless given. */
export async function importCatalogFile(
  db: Db,
  file: string,
  options: ImportFileOptions = {},
): Promise<CatalogImportReport> {
  const extension = path.extname(file).slice(1).toLowerCase();
  const format = options.format ?? (extension === 'csv' ? 'csv' : extension === 'json' ? 'json' : undefined);
  if (!format) throw new Error(`cannot tell the format of ${file}: use a .json or .csv file, or --format`);
  return importCatalog(db, {
    format,
    content: await fs.readFile(file, 'utf8'),
    vendor: options.vendor,
    mode: options.replace ? 'replace' : 'merge',
  });
}
