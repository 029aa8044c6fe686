import { loadAccountMessages } from '../../lib/account-messages';
import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/** The lottery pages' own messages (English and Bengali; other languages fall back to English), with the shared
 * account messages (the wording of a bet the wallet refused for a limit or bonus rule). */
export async function loadLotteryMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  const [own, shared] = await Promise.all([
    load ? load().then((bundle) => bundle.default) : {},
    loadAccountMessages(code),
  ]);
  return { ...shared, ...own };
}
