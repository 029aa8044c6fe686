import type { Language } from '@app/contracts';

/** Languages shipped inside the bundle (each as its own chunk); any other loads from /locales/<code>.json. */
export const bundledLanguages = ['en', 'bn'] as const;
export const FALLBACK_LANGUAGE = 'en';

export const LANG_STORAGE_KEY = 'lang';
export const PREVIOUS_LANG_STORAGE_KEY = 'hisLang';

export function enabledLanguages(languages: readonly Language[]): Language[] {
  return languages.filter((language) => language.enabled);
}

function findEnabled(languages: readonly Language[], code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const wanted = code.toLowerCase();
  return languages.find((language) => language.enabled && language.code.toLowerCase() === wanted);
}

/**
 * The language to start in: the stored choice if the site still offers it, else the site default,
 * else the first offered language, else English.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  languages: readonly Language[],
  defaultLanguage: string,
): string {
  return (
    findEnabled(languages, stored)?.code ??
    findEnabled(languages, defaultLanguage)?.code ??
    enabledLanguages(languages)[0]?.code ??
    FALLBACK_LANGUAGE
  );
}

/** Languages whose keys are consulted, in order, when a key is missing in `code`. */
export function fallbackChain(code: string): string[] {
  return (bundledLanguages as readonly string[]).includes(code) ? [] : [FALLBACK_LANGUAGE];
}

/** Writing direction for the <html dir> attribute. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return /^(ar|fa|he|ur|ps|sd|ug|yi)(-|$)/i.test(code) ? 'rtl' : 'ltr';
}

/** A language code safe to put in a URL path (/locales/<code>.json). */
export function isSafeLanguageCode(code: string): boolean {
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
}
