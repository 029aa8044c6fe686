import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { messageTemplates, opsGamesMessages } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import siteEn from '../../../locales/en.json';

// The console's game pages (this feature and its lottery, sportsbook and rewards-settings siblings):
// every key their sources use is translated. Parity of English and Bengali is feature-locales.test.ts.

const featuresDir = join(import.meta.dirname, '..', '..');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Keys each page builds from a list rather than writes out. */
const families: Record<string, string[]> = {
  'ops-games': [
    ...['games', 'vendors', 'categories', 'import'].map((tab) => `ops_games_tab_${tab}`),
    ...['all', 'enabled', 'disabled', 'hot'].map((shown) => `ops_games_show_${shown}`),
  ],
  'ops-lottery': ['open', 'drawn', 'settled', 'void'].map((status) => `ops_lottery_status_${status}`),
  'ops-sportsbook': [
    ...['markets', 'settings'].map((tab) => `ops_sportsbook_tab_${tab}`),
    ...['minStake', 'maxStake', 'maxPayout', 'maxStakePerMarket'].map((key) => `ops_sportsbook_limit_${key}`),
    ...['maxStake', 'maxLiability', 'selectionMaxStake', 'selectionMaxLiability'].map(
      (key) => `ops_sportsbook_market_limit_${key}`,
    ),
  ],
  'ops-rewards': ['weekly', 'monthly', 'quarterly'].map((period) => `ops_rewards_period_${period}`),
};

describe.each(Object.keys(families))('%s messages', (feature) => {
  const dir = join(featuresDir, feature);
  const available: Record<string, string> = { ...siteEn, ...readJson(join(dir, 'locales', 'en.json')) };

  it('translate every literal key the pages use and every key family they build', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(dir))
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z_]+)'/g))
        used.add(match[1] ?? '');
    for (const key of [...used, ...(families[feature] ?? [])]) expect(key in available, key).toBe(true);
  });
});

describe('ops-games server messages', () => {
  it('are translated with the server placeholders', () => {
    const templates: Record<string, string> = messageTemplates;
    const available = readJson(join(featuresDir, 'ops-games', 'locales', 'en.json'));
    for (const key of [...Object.keys(opsGamesMessages), 'catalog_import_invalid']) {
      expect(available[key], key).toBeDefined();
      const server = [...(templates[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(available[key] ?? ''), key).toEqual(server);
    }
  });
});
