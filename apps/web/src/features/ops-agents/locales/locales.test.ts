import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { agentMemberTypes, contractTypes, messageTemplates, opsAgentsMessages } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import siteEn from '../../../locales/en.json';
import bn from './bn.json';
import en from './en.json';

const featureDir = join(import.meta.dirname, '..');
const english: Record<string, string> = en;
const bengali: Record<string, string> = bn;
// The site's messages are loaded too (server messages shared with the agent center live there).
const available: Record<string, string> = { ...siteEn, ...en };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('operator console agent messages', () => {
  it('has every key in English and Bengali (with Bengali letters) and the same placeholders', () => {
    expect(Object.keys(bengali).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(bengali[key], key).toMatch(/[\u0980-\u09FF]/);
      expect(placeholders(bengali[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translates every literal key the pages use and every key family they build', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(featureDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z_]+)'/g))
        used.add(match[1] ?? '');
    }
    const families = [
      ...agentMemberTypes.map((type) => `agents_type_${type}`),
      ...contractTypes.map((type) => `agents_contract_${type}`),
      ...['pending', 'active', 'rejected', 'cancelled', 'replaced', 'terminated'].map(
        (status) => `agents_contract_status_${status}`,
      ),
      ...['agents_freeze', 'agents_unfreeze'].flatMap((key) => [
        `${key}_branch`,
        `${key}_confirm`,
        `${key}_branch_confirm`,
      ]),
    ];
    for (const key of [...used, ...families]) expect(key in available, key).toBe(true);
  });

  it('translates every server message of the agent pages with the server placeholders', () => {
    const templates: Record<string, string> = messageTemplates;
    for (const key of Object.keys(opsAgentsMessages)) {
      expect(available[key], key).toBeDefined();
      const server = [...(templates[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(available[key] ?? ''), key).toEqual(server);
    }
  });
});
