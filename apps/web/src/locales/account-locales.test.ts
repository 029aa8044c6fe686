import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageTemplates } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import accountBn from './account/bn.json';
import accountEn from './account/en.json';
import siteEn from './en.json';

const featuresDir = join(import.meta.dirname, '..', 'features');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('account messages (locales/account)', () => {
  it('English and Bengali have the same keys, in Bengali script, with the same placeholders', () => {
    expect(Object.keys(accountBn).sort()).toEqual(Object.keys(accountEn).sort());
    for (const [key, text] of Object.entries(accountEn)) {
      const bengali = (accountBn as Record<string, string>)[key] ?? '';
      expect(bengali, key).toMatch(/[\u0980-\u09FF]/);
      expect(placeholders(bengali), key).toEqual(placeholders(text));
    }
  });

  it('repeat no key of the site or a feature, and match the server placeholders', () => {
    const featureKeys = readdirSync(featuresDir).flatMap((feature) => {
      try {
        return Object.keys(
          JSON.parse(readFileSync(join(featuresDir, feature, 'locales', 'en.json'), 'utf8')) as object,
        );
      } catch {
        return [];
      }
    });
    const templates: Record<string, string> = messageTemplates;
    for (const [key, text] of Object.entries(accountEn)) {
      expect(key in siteEn, key).toBe(false);
      expect(featureKeys.includes(key), key).toBe(false);
      const template = templates[key];
      if (template)
        expect(placeholders(text), key).toEqual([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
  });
});
