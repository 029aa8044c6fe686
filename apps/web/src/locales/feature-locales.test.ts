import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import siteBn from './bn.json';
import siteEn from './en.json';

/**
 * Lazily loaded features' own bundles (features/<name>/locales/{en,bn}.json, see addFeatureMessages):
 * complete in both languages and never repeating a site key (the site's would win).
 */
const featuresDir = join(import.meta.dirname, '..', 'features');
const read = (file: string): Record<string, string> | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
};
const bundles = readdirSync(featuresDir).flatMap((feature) => {
  const en = read(join(featuresDir, feature, 'locales', 'en.json'));
  const bn = read(join(featuresDir, feature, 'locales', 'bn.json'));
  return en && bn ? [{ feature, en, bn }] : [];
});
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(bundles)('$feature messages', ({ en, bn }) => {
  it('English and Bengali have the same keys, none empty, with the same placeholders', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(bn[key] ?? ''), key).toEqual(placeholders(text));
      expect(bn[key], key).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('do not repeat a key of the site bundles', () => {
    const site = { ...siteEn, ...siteBn };
    expect(Object.keys(en).filter((key) => key in site)).toEqual([]);
  });
});

describe('feature bundles', () => {
  it('do not share keys with each other', () => {
    const seen = new Map<string, string>();
    for (const { feature, en } of bundles) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} in ${feature}`).toBeUndefined();
        seen.set(key, feature);
      }
    }
  });
});
