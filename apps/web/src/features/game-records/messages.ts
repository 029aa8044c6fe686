import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/**
 * The game records' own messages (English and Bengali), loaded with their pages so the home route
 * does not carry them (see addFeatureMessages); other languages fall back to English.
 */
export async function loadGameRecordMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
