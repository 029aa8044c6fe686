import type { CatalogImportPreview, ImportPreviewRow } from '@app/contracts';
import type { toGameRow } from '../../lobby/catalog/game-row.js';

type NewGame = ReturnType<typeof toGameRow>;

/** A stored game as the preview compares it (dates as YYYY-MM-DD, bigints as text). */
export interface StoredGame {
  vendor_code: string;
  game_code: string;
  name_en: string;
  game_type: string;
  names: Record<string, string>;
  icon_url: string | null;
  is_game: string;
  support_play: number;
  game_classify: string | null;
  min_bet_minor: string;
  lines: number | null;
  rtp_bp: number | null;
  hot_rank: number | null;
  is_new: boolean;
  released_at: string;
  sort: number;
  enabled: boolean;
}

/** The columns an import writes, by the name the operator's file uses for them. */
const compared = [
  ['gameType', 'game_type'],
  ['names', 'names'],
  ['iconUrl', 'icon_url'],
  ['isGame', 'is_game'],
  ['supportPlay', 'support_play'],
  ['gameClassify', 'game_classify'],
  ['minBet', 'min_bet_minor'],
  ['lines', 'lines'],
  ['rtp', 'rtp_bp'],
  ['hotRank', 'hot_rank'],
  ['isNew', 'is_new'],
  ['releasedAt', 'released_at'],
  ['sort', 'sort'],
  ['enabled', 'enabled'],
] as const satisfies readonly (readonly [string, keyof StoredGame & keyof NewGame])[];

const canonical = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && value.startsWith('{')) {
    try {
      return canonical(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (value !== null && typeof value === 'object')
    return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  if (value === null || value === undefined) return 'null';
  return String(value as string | number | boolean | bigint);
};

/** The fields (file names) whose stored value the imported row changes. */
export function changedFields(stored: StoredGame, incoming: NewGame): string[] {
  return compared
    .filter(([, column]) => canonical(stored[column]) !== canonical(incoming[column]))
    .map(([field]) => field);
}

const key = (vendor: string, code: string) => `${vendor}\u0000${code}`;

/**
 * Added, changed and removed rows of an import (what `importCatalog` would write): removed are, in
 * replace mode, the enabled games of the file's vendors that the file leaves out (the import disables
 * them). Lists stop at `listLimit`; counts are whole.
 */
export function previewImport(
  incoming: readonly NewGame[],
  stored: readonly StoredGame[],
  mode: 'merge' | 'replace',
  listLimit = 200,
): CatalogImportPreview {
  const byKey = new Map(stored.map((game) => [key(game.vendor_code, game.game_code), game]));
  const inFile = new Set<string>();
  const added: ImportPreviewRow[] = [];
  const changed: ImportPreviewRow[] = [];
  let unchanged = 0;
  for (const row of incoming) {
    const id = key(row.vendor_code, row.game_code);
    inFile.add(id);
    const entry = { vendor: row.vendor_code, gameCode: row.game_code, name: row.name_en };
    const existing = byKey.get(id);
    if (!existing) {
      added.push({ ...entry, fields: [] });
      continue;
    }
    const fields = changedFields(existing, row);
    if (fields.length > 0) changed.push({ ...entry, fields });
    else unchanged += 1;
  }
  const removed: ImportPreviewRow[] =
    mode === 'replace'
      ? stored
          .filter((game) => game.enabled && !inFile.has(key(game.vendor_code, game.game_code)))
          .map((game) => ({
            vendor: game.vendor_code,
            gameCode: game.game_code,
            name: game.name_en,
            fields: ['enabled'],
          }))
      : [];
  return {
    total: incoming.length,
    added: added.length,
    changed: changed.length,
    removed: removed.length,
    unchanged,
    listLimit,
    addedRows: added.slice(0, listLimit),
    changedRows: changed.slice(0, listLimit),
    removedRows: removed.slice(0, listLimit),
  };
}
