import { loadAccountMessages } from '../../lib/account-messages';
import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

const FONT_WAIT_MS = 3000;

/**
 * The taka sign (৳) comes from the bundled Bengali font, which an English page has not loaded, and
 * Chromium may never redraw text laid out before its font arrived: amounts wait for the glyph (at
 * most a few seconds). The wallet's header does the same for its balance (features/wallet/messages.ts).
 */
function takaGlyph(): Promise<void> {
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

/** The game clients' own messages (English and Bengali; other languages fall back to English), once ৳ can be drawn. */
export async function loadGameClientMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  // With the shared account messages: the wording of a bet the wallet refused for a limit or bonus rule.
  const [messages, shared] = await Promise.all([
    load ? load().then((bundle) => bundle.default) : {},
    loadAccountMessages(code),
    takaGlyph(),
  ]);
  return { ...shared, ...messages };
}
