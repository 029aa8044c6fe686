import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadChunk } from './chunk';
import {
  FALLBACK_LANGUAGE,
  LANG_STORAGE_KEY,
  PREVIOUS_LANG_STORAGE_KEY,
  fallbackChain,
  isSafeLanguageCode,
  textDirection,
} from './language';

export type Messages = Record<string, string>;

/** English and Bengali ship with the app, each as its own chunk, so only the active one downloads. */
const bundled: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  bn: () => import('../locales/bn.json'),
};

async function fetchLocaleFile(code: string): Promise<Messages> {
  if (!isSafeLanguageCode(code)) return {};
  const response = await fetch(`/locales/${code}.json`, { headers: { accept: 'application/json' } });
  // A language without a file yet is shown in English (the fallback), not as an error.
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`Loading language ${code} failed (${response.status})`);
  return (await response.json()) as Messages;
}

const cache = new Map<string, Promise<Messages>>();

/** Loads a language's messages once; a failed load is forgotten so it can be retried. */
export function loadMessages(code: string): Promise<Messages> {
  let pending = cache.get(code);
  if (!pending) {
    const load = bundled[code];
    pending = load
      ? loadChunk(`locale-${code}`, load).then((module) => module.default)
      : fetchLocaleFile(code);
    pending.catch(() => cache.delete(code));
    cache.set(code, pending);
  }
  return pending;
}

/** Loads one language's messages of a lazily loaded feature ({} when it has none). */
export type MessagesLoader = (code: string) => Promise<Messages>;

const featureLoads = new Map<MessagesLoader, Promise<void>>();

/** A language's messages with those of every feature loaded so far (the site's own keys win). */
async function loadLanguage(code: string): Promise<Messages> {
  const [base, ...features] = await Promise.all([
    loadMessages(code),
    ...[...featureLoads.keys()].map((load) => load(code).catch((): Messages => ({}))),
  ]);
  return Object.assign({}, ...features, base) as Messages;
}

/**
 * Adds the messages of a lazily loaded feature (its keys stay out of the start-up bundles): to the
 * languages loaded already, and to every language loaded later. Resolves once they are usable; a
 * feature's file that fails to load leaves its keys to the fallback (never rejects).
 */
export function addFeatureMessages(load: MessagesLoader): Promise<void> {
  let pending = featureLoads.get(load);
  if (!pending) {
    // The languages loaded so far (the active one and its fallbacks); later ones go through loadLanguage.
    const codes = Object.keys(i18next.store?.data ?? {});
    pending = Promise.all(
      codes.map(async (code) => {
        const messages = await load(code).catch((): Messages => ({}));
        i18next.addResourceBundle(code, 'translation', messages, true, false);
      }),
    ).then(() => undefined);
    featureLoads.set(load, pending);
  }
  return pending;
}

/** Web fonts a language's script needs (bundled with @fontsource, see main.tsx), with a sample letter. */
const scriptFonts: Record<string, { family: string; sample: string }> = {
  bn: { family: '"Noto Sans Bengali"', sample: 'অ' },
};
const FONT_WAIT_MS = 3000;

/**
 * Loads a script's web font (regular and bold) before text in it is shown. Chromium draws text laid
 * out while its web font is still loading with the fallback font's empty boxes, and does not always
 * redraw it once the font arrives. Gives up silently after a few seconds: text still shows then.
 */
function loadScriptFonts(code: string): Promise<void> {
  const font = scriptFonts[code];
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const loads = Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px ${font.family}`, font.sample)),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([loads, timeout]).then(
    () => undefined,
    () => undefined,
  );
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadLanguage(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export function getStoredLanguage(): string | null {
  return readStorage(LANG_STORAGE_KEY);
}

/**
 * Starts i18next in the language most likely to be used (the stored one, else the page's lang,
 * which is the site default) so its messages download while the site settings load.
 */
export function initI18n(): typeof i18next {
  const stored = getStoredLanguage();
  const guess =
    stored && isSafeLanguageCode(stored) ? stored : document.documentElement.lang || FALLBACK_LANGUAGE;

  void loadScriptFonts(guess);
  i18next.on('languageChanged', (code) => {
    document.documentElement.lang = code;
    document.documentElement.dir = textDirection(code);
  });

  void i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: guess,
      fallbackLng: (code) => fallbackChain(code),
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  return i18next;
}

/**
 * Switches to the language the site settings resolved at start (nothing is remembered). A bundled
 * language that fails to load is an error the start screen shows; a missing or broken downloaded
 * file only means its keys show in English.
 */
export async function startLanguage(code: string): Promise<void> {
  await Promise.all([
    loadMessages(code).catch((error: unknown) => {
      if (code in bundled) throw error;
    }),
    fallbackChain(code).length > 0 ? loadMessages(FALLBACK_LANGUAGE) : null,
    loadScriptFonts(code),
  ]);
  if (i18next.language !== code) await i18next.changeLanguage(code);
}

/** The visitor picked a language: switch, and remember it and the one before it. */
export async function changeSiteLanguage(code: string): Promise<void> {
  const previous = i18next.language;
  await Promise.all([
    loadMessages(code),
    fallbackChain(code).length > 0 ? loadMessages(FALLBACK_LANGUAGE) : null,
    loadScriptFonts(code),
  ]);
  await i18next.changeLanguage(code);
  writeStorage(LANG_STORAGE_KEY, code);
  if (previous && previous !== code) writeStorage(PREVIOUS_LANG_STORAGE_KEY, previous);
}

export { i18next };
