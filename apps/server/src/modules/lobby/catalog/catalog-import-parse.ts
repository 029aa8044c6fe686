import {
  catalogImportRowSchema,
  parseMinor,
  type CatalogImportRow,
  type ImportRowError,
} from '@app/contracts';
import { parseCsv } from './csv.js';
import type { GameData } from './game-row.js';

export interface ParsedImport {
  rows: { row: number; game: GameData }[];
  errors: ImportRowError[];
}

/** CSV records to row objects: the header names the fields; name_<lang> columns make `names`. */
function csvObjects(content: string): { objects: Record<string, unknown>[]; errors: ImportRowError[] } {
  let records: string[][];
  try {
    records = parseCsv(content);
  } catch (error) {
    return { objects: [], errors: [{ row: 0, field: 'content', message: (error as Error).message }] };
  }
  const [header, ...data] = records;
  if (!header) return { objects: [], errors: [{ row: 0, field: 'content', message: 'the file is empty' }] };
  const columns = header.map((name) => name.trim());
  return {
    errors: [],
    objects: data.map((values) => {
      const object: Record<string, unknown> = {};
      const names: Record<string, string> = {};
      columns.forEach((column, index) => {
        const value = (values[index] ?? '').trim();
        const language = /^name_([a-z]{2}(?:-[A-Z]{2})?)$/.exec(column)?.[1];
        if (language) {
          if (value !== '') names[language] = value;
        } else object[column] = value;
      });
      object.names = names;
      return object;
    }),
  };
}

function jsonObjects(content: string): { objects: unknown[]; errors: ImportRowError[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { objects: [], errors: [{ row: 0, field: 'content', message: 'the file is not valid JSON' }] };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { games?: unknown } | null)?.games;
  if (!Array.isArray(list))
    return {
      objects: [],
      errors: [{ row: 0, field: 'content', message: 'expected an array of games or { "games": [...] }' }],
    };
  return { objects: list, errors: [] };
}

function toGameData(row: CatalogImportRow): GameData {
  return {
    vendor: row.vendor,
    gameType: row.gameType,
    gameCode: row.gameCode,
    names: row.names,
    iconUrl: row.iconUrl ?? null,
    isGame: row.isGame,
    supportPlay: row.supportPlay,
    gameClassify: row.gameClassify ?? null,
    minBetMinor: parseMinor(row.minBet) ?? 0n,
    lines: row.lines ?? null,
    rtpBp: row.rtp === undefined ? null : Number(parseMinor(row.rtp)),
    hotRank: row.hotRank ?? null,
    isNew: row.isNew,
    releasedAt: row.releasedAt ?? null,
    sort: row.sort,
    enabled: row.enabled,
  };
}

/**
 * Reads and validates a vendor's game list. Every row is checked and every problem reported (row
 * number, field, message); the caller writes nothing unless `errors` is empty.
 */
export function parseImport(
  format: 'json' | 'csv',
  content: string,
  options: { vendor?: string | undefined; knownVendors: ReadonlySet<string> },
): ParsedImport {
  const read = format === 'csv' ? csvObjects(content) : jsonObjects(content);
  const errors = [...read.errors];
  const rows: ParsedImport['rows'] = [];
  const seen = new Map<string, number>();
  read.objects.forEach((object, index) => {
    const row = index + 1;
    const input =
      options.vendor && object && typeof object === 'object' && !(object as { vendor?: unknown }).vendor
        ? { ...object, vendor: options.vendor }
        : object;
    const parsed = catalogImportRowSchema.safeParse(input);
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || 'row';
        if (!fields.has(field)) errors.push({ row, field, message: issue.message });
        fields.add(field);
      }
      return;
    }
    const game = parsed.data;
    if (!options.knownVendors.has(game.vendor))
      errors.push({ row, field: 'vendor', message: `unknown vendor ${game.vendor}` });
    else if (options.vendor && game.vendor !== options.vendor)
      errors.push({ row, field: 'vendor', message: `this import is for vendor ${options.vendor}` });
    const key = `${game.vendor}/${game.gameCode}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row, field: 'gameCode', message: `duplicate of row ${first}` });
    else seen.set(key, row);
    rows.push({ row, game: toGameData(game) });
  });
  if (read.objects.length === 0 && errors.length === 0)
    errors.push({ row: 0, field: 'content', message: 'the file has no games' });
  return { rows, errors };
}
