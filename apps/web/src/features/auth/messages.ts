import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/**
 * The login, registration, password and agent sign-in forms' own messages (English and Bengali; other
 * languages fall back to English), loaded with those forms so the home route carries none of them.
 */
export async function loadAuthMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
