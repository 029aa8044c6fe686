import mcBn from '../../apps/web/src/features/member-center/locales/bn.json' with { type: 'json' };
import mcEn from '../../apps/web/src/features/member-center/locales/en.json' with { type: 'json' };
import rgBn from '../../apps/web/src/features/responsible-gaming/locales/bn.json' with { type: 'json' };
import rgEn from '../../apps/web/src/features/responsible-gaming/locales/en.json' with { type: 'json' };
import scBn from '../../apps/web/src/features/security-center/locales/bn.json' with { type: 'json' };
import scEn from '../../apps/web/src/features/security-center/locales/en.json' with { type: 'json' };
import accountBn from '../../apps/web/src/locales/account/bn.json' with { type: 'json' };
import accountEn from '../../apps/web/src/locales/account/en.json' with { type: 'json' };
import { bundles, type Lang } from './i18n.js';

const memberBundles: Record<Lang, Record<string, string>> = {
  en: { ...bundles.en, ...accountEn, ...mcEn, ...scEn, ...rgEn },
  bn: { ...bundles.bn, ...accountBn, ...mcBn, ...scBn, ...rgBn },
};

export type MemberKey =
  | keyof typeof bundles.en
  | keyof typeof accountEn
  | keyof typeof mcEn
  | keyof typeof scEn
  | keyof typeof rgEn;

/** Visible text of a site, member-centre, security-centre or responsible-gaming key. */
export function memberLabel(lang: Lang, key: MemberKey, params: Record<string, string> = {}): string {
  const text = memberBundles[lang][key];
  if (!text) throw new Error(`Missing ${lang} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
