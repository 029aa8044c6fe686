import { walletCurrency } from '@app/contracts';
import { currencyFontReady } from '../../lib/currency-font';
import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/**
 * The agent center's own messages (English and Bengali; other languages fall back to English),
 * loaded with its pages and with the contract popup, so the player site's start-up carries none.
 * Nearly every agent page shows amounts, so the ৳ glyph's font is waited for too (currency-font.ts).
 */
export async function loadAgentMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  const [messages] = await Promise.all([
    load ? load().then((module) => module.default) : {},
    currencyFontReady(walletCurrency.symbol),
  ]);
  return messages;
}
