import authBn from '../../apps/web/src/features/auth/locales/bn.json' with { type: 'json' };
import authEn from '../../apps/web/src/features/auth/locales/en.json' with { type: 'json' };
import siteEn from '../../apps/web/src/locales/en.json' with { type: 'json' };
import siteBn from '../../apps/web/src/locales/bn.json' with { type: 'json' };
import { defaultResources } from '../../apps/server/src/seed/system-defaults.js';

/** The site's messages with the sign-in forms' own bundle, merged as the app merges them once loaded. */
const en = { ...authEn, ...siteEn };
const bn = { ...authBn, ...siteBn };

export const bundles = { en, bn } as const;
export { bn };
export type Lang = keyof typeof bundles;

/** The visible text for a translation key, so tests find controls by their label in either language. */
export function label(lang: Lang, key: keyof typeof en, params: Record<string, string> = {}): string {
  const text = (bundles[lang] as Record<string, string>)[key];
  if (!text) throw new Error(`Missing ${lang} translation for ${String(key)}`);
  const values: Record<string, string> = { siteName: defaultResources.siteName, ...params };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
