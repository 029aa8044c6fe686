import type { Messages } from '../../lib/i18n';

const bundles: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
};

/** The platform messages page's own messages (English and Bengali; other languages fall back to English). */
export async function loadOpsMessagesMessages(code: string): Promise<Messages> {
  const load = bundles[code];
  return load ? (await load()).default : {};
}
