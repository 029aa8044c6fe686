import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/**
 * The notice and announcement popups' own messages (English and Bengali), loaded with them so the home route does not carry
 * them (see addFeatureMessages); other languages fall back to English.
 */
export async function loadAnnouncementsMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
