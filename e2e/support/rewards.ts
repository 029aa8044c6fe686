import rewardsBn from '../../apps/web/src/features/rewards/locales/bn.json' with { type: 'json' };
import rewardsEn from '../../apps/web/src/features/rewards/locales/en.json' with { type: 'json' };
import { walletLabel, type WalletKey } from './wallet.js';
import type { Lang } from './i18n.js';

const rewardBundles: Record<Lang, Record<string, string>> = { en: rewardsEn, bn: rewardsBn };

export type RewardKey = keyof typeof rewardsEn | WalletKey;

/** Visible text of a rewards, wallet or site key in a language, with {{params}} filled in. */
export function rewardLabel(lang: Lang, key: RewardKey, params: Record<string, string> = {}): string {
  const text = rewardBundles[lang][key];
  if (!text) return walletLabel(lang, key as WalletKey, params);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
