import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  depositStatuses,
  messageTemplates,
  operatorPermissions,
  opsConsoleMessages,
  popupExecutions,
  withdrawalStatuses,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import siteEn from '../../../locales/en.json';
import bn from './bn.json';
import en from './en.json';

const featureDir = join(import.meta.dirname, '..');
const english: Record<string, string> = en;
const bengali: Record<string, string> = bn;
const site: Record<string, string> = siteEn;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('operator console messages', () => {
  it('has every key in English and Bengali with the same placeholders', () => {
    expect(Object.keys(bengali).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(bengali[key] ?? ''), key).toEqual(placeholders(text));
      expect(bengali[key], key).not.toBe('');
    }
  });

  it('translates every literal key the console uses and every key family it builds', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(featureDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z_]+)'/g)) used.add(match[1] ?? '');
    }
    const families = [
      ...operatorPermissions.map((p) => `ops_permission_${p}`),
      ...[...depositStatuses, ...withdrawalStatuses].map((s) => `ops_status_${s}`),
      ...['pending', 'approved', 'rejected'].map((s) => `ops_approval_${s}`),
      ...['active', 'disabled', 'invited'].map((s) => `ops_staff_${s}`),
      ...['active', 'disabled'].map((s) => `ops_member_${s}`),
      ...['B', 'PL', 'PU', 'H'].map((type) => `ops_type_${type}`),
      ...popupExecutions.map((execution) => `ops_execution_${execution}`),
      ...['en', 'bn'].map((lang) => `ops_language_${lang}`),
      ...['active', 'completed', 'forfeited'].map((s) => `ops_bonus_${s}`),
      ...['deposit', 'loss', 'wager', 'session'].map((kind) => `ops_limit_${kind}`),
      ...['day', 'week', 'month', 'session'].map((period) => `ops_period_${period}`),
      ...['timeout', 'selfExclusion'].map((kind) => `ops_exclusion_${kind}`),
    ];
    for (const key of [...used, ...families]) expect(key in english || key in site, key).toBe(true);
  });

  it('translates every server message of the console with the server placeholders', () => {
    const templates: Record<string, string> = messageTemplates;
    for (const key of Object.keys(opsConsoleMessages)) {
      expect(english[key], key).toBeDefined();
      const server = [...(templates[key] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(english[key] ?? ''), key).toEqual(server);
    }
  });
});
