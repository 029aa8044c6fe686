import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  contractStatuses,
  contractTypes,
  dividendPeriods,
  gameTypes,
  messageTemplates,
  recordTypes,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import siteEn from '../../../locales/en.json';
import bn from './bn.json';
import en from './en.json';

const featureDir = join(import.meta.dirname, '..');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english: Record<string, string> = en;
const site: Record<string, string> = siteEn;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Keys of the server's agent-center errors (messageTemplates of @app/contracts) shown to agents. */
const serverKeys = [
  'contract_not_direct_agent',
  'contract_no_own_contract',
  'contract_rate_above_own',
  'contract_period_mismatch',
  'contract_offer_pending',
  'contract_action_not_allowed',
  'contract_top_agent_only',
  'downline_type_not_allowed',
  'downline_not_agent',
  'downline_frozen_by_operator',
  'downline_sms_needs_generated',
  'downline_sms_limit',
  'mobile_invalid',
];

describe('agent center messages', () => {
  it('English and Bengali have the same keys, none empty, same placeholders', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    const bengali: Record<string, string> = bn;
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(bengali[key]?.trim(), key).not.toBe('');
      // Plural forms may leave the count out ("one contract").
      if (!/_(one|other)$/.test(key))
        expect(placeholders(bengali[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('Bengali is written in Bengali script', () => {
    for (const [key, text] of Object.entries(bn)) expect(text, key).toMatch(/[\u0980-\u09FF]/);
  });

  it('does not shadow the site bundle (the site would win)', () => {
    expect(Object.keys(en).filter((key) => key in site)).toEqual([]);
  });

  it('has every key the agent center uses, literal, built from a value, or plural', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(featureDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][a-z0-9_]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/'(agent_[a-z0-9_]+)'/g)) used.add(match[1] ?? '');
    }
    for (const type of contractTypes)
      used.add(`agent_contract_type_${type}`).add(`agent_contract_about_${type}`);
    for (const status of contractStatuses) used.add(`agent_contract_status_${status}`);
    for (const period of dividendPeriods) used.add(`agent_period_${period}`);
    for (const type of gameTypes) used.add(`agent_game_type_${type}`);
    for (const type of recordTypes) used.add(`agent_record_type_${type}`);
    for (const status of ['active', 'disabled']) used.add(`agent_account_status_${status}`);
    for (const status of ['open', 'settled', 'cancelled']) used.add(`agent_bet_status_${status}`);
    const exists = (key: string) => key in english || key in site || `${key}_other` in english;
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });

  it("translates the server's agent messages with the parameters it sends", () => {
    const templates: Record<string, string> = messageTemplates;
    const serverPlaceholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of serverKeys) {
      expect(templates[key], `server key ${key}`).toBeDefined();
      expect(placeholders(english[key] ?? ''), key).toEqual(serverPlaceholders(templates[key] ?? ''));
    }
  });
});
