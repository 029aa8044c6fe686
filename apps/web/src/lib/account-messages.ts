import type { Messages } from './i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/account/en.json'),
  bn: () => import('../locales/account/bn.json'),
};

/**
 * Messages several account features show (the wallet, the security centre, my account): payment
 * password and upload refusals, deposit limits, the field messages of spec 5. Loaded with those
 * features (addFeatureMessages), so the home route carries none of them.
 */
export async function loadAccountMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
