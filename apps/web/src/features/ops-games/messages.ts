import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/** The console's game catalog page's own messages (English and Bengali; other languages fall back to English). */
export async function loadOpsGamesMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
