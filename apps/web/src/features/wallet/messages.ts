import { loadAccountMessages } from '../../lib/account-messages';
import { addFeatureMessages, type Messages } from '../../lib/i18n';

type Bundle = () => Promise<{ default: Messages }>;

const pageBundles: Record<string, Bundle> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

const headerBundles: Record<string, Bundle> = {
  en: () => import('./locales/header.en.json'),
  bn: () => import('./locales/header.bn.json'),
};

const loaderOf =
  (bundles: Record<string, Bundle>) =>
  async (code: string): Promise<Messages> => {
    const load = bundles[code];
    return load ? (await load()).default : {};
  };

/**
 * The wallet's own messages (English and Bengali; other languages fall back to English), so the
 * visitor's home route carries none of them: the header balance and live notifications bring a small
 * bundle when a member is logged in, the wallet pages a bigger one.
 */
export const loadHeaderMessages = loaderOf(headerBundles);
export const loadWalletMessages = loaderOf(pageBundles);

const FONT_WAIT_MS = 3000;

/**
 * The taka sign (৳) is drawn from the bundled Bengali font, which an English page has not loaded:
 * Chromium shows text laid out before its font arrives as an empty box and may never redraw it, so
 * amounts wait for the glyph (at most a few seconds).
 */
function loadTakaGlyph(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const loads = Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Bengali"`, '৳')),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([loads, timeout]).then(
    () => undefined,
    () => undefined,
  );
}

let headerReady: Promise<void> | null = null;

/** Resolves once the header's messages and the ৳ glyph can be shown (the same promise every time, for use()). */
export function headerMessagesReady(): Promise<void> {
  headerReady ??= Promise.all([addFeatureMessages(loadHeaderMessages), loadTakaGlyph()]).then(
    () => undefined,
  );
  return headerReady;
}

let pagesReady: Promise<void> | null = null;

/** Resolves once the wallet pages' messages (the header's and the shared account ones too) can be shown. */
export function walletMessagesReady(): Promise<void> {
  pagesReady ??= Promise.all([
    headerMessagesReady(),
    addFeatureMessages(loadWalletMessages),
    addFeatureMessages(loadAccountMessages),
  ]).then(() => undefined);
  return pagesReady;
}
