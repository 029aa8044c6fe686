import { describe, expect, it } from 'vitest';
import { toGameRow, type GameData } from '../../lobby/catalog/game-row.js';
import { changedFields, previewImport, type StoredGame } from './import-preview.js';

const game = (code: string, overrides: Partial<GameData> = {}): GameData => ({
  vendor: 'PG',
  gameType: 'RNG',
  gameCode: code,
  names: { en: `Game ${code}`, bn: `গেম ${code}` },
  iconUrl: null,
  isGame: 'GAME',
  supportPlay: 1,
  gameClassify: null,
  minBetMinor: 20n,
  lines: 20,
  rtpBp: 9650,
  hotRank: null,
  isNew: false,
  releasedAt: '2026-01-01',
  sort: 0,
  enabled: true,
  ...overrides,
});

/** A game as the repository reads it back (names object, bigint as text, date as YYYY-MM-DD). */
const stored = (data: GameData): StoredGame => {
  const row = toGameRow(data);
  return {
    vendor_code: row.vendor_code,
    game_code: row.game_code,
    name_en: row.name_en,
    game_type: row.game_type,
    names: JSON.parse(row.names) as Record<string, string>,
    icon_url: row.icon_url ?? null,
    is_game: row.is_game ?? 'GAME',
    support_play: row.support_play ?? 1,
    game_classify: row.game_classify ?? null,
    min_bet_minor: String(row.min_bet_minor),
    lines: row.lines ?? null,
    rtp_bp: row.rtp_bp ?? null,
    hot_rank: row.hot_rank ?? null,
    is_new: row.is_new ?? false,
    released_at: String(row.released_at),
    sort: row.sort ?? 0,
    enabled: row.enabled ?? true,
  };
};

describe('catalog import preview', () => {
  it('sees no change in the same game, whatever the key order of its names', () => {
    const same = game('a', { names: { bn: 'গেম a', en: 'Game a' } });
    expect(changedFields(stored(game('a')), toGameRow(same))).toEqual([]);
  });

  it('names each changed field by the file column', () => {
    const next = game('a', { minBetMinor: 100n, names: { en: 'New' }, hotRank: 3, enabled: false });
    expect(changedFields(stored(game('a')), toGameRow(next))).toEqual([
      'names',
      'minBet',
      'hotRank',
      'enabled',
    ]);
  });

  it('counts added, changed, unchanged and (replace mode) removed rows, cutting lists at the limit', () => {
    const existing = [game('a'), game('b'), game('c'), game('d', { enabled: false })].map(stored);
    const incoming = [game('a'), game('b', { sort: 5 }), game('x'), game('y')].map((data) => toGameRow(data));
    const merged = previewImport(incoming, existing, 'merge', 1);
    expect(merged).toMatchObject({ total: 4, added: 2, changed: 1, unchanged: 1, removed: 0, listLimit: 1 });
    expect(merged.addedRows).toEqual([{ vendor: 'PG', gameCode: 'x', name: 'Game x', fields: [] }]);
    expect(merged.changedRows).toEqual([{ vendor: 'PG', gameCode: 'b', name: 'Game b', fields: ['sort'] }]);
    // Replace: c is disabled by the import; d already is.
    const replaced = previewImport(incoming, existing, 'replace');
    expect(replaced.removedRows.map((row) => row.gameCode)).toEqual(['c']);
  });
});
