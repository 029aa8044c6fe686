import { useTranslation } from 'react-i18next';
import { betRefusalMessage } from '../../../lib/bet-refusal';
import { SbApiError } from '../api/sb-client';

/** A refusal of the book in the player's language (its key), else the message it came with. */
export function useSbErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof SbApiError && error.value?.key) {
      if (error.value.key === 'wallet_refused' && error.value.code === 'BET_REFUSED') {
        // A limit or bonus rule says why, worded from its stable code (else in the wallet's own words).
        const refusal = betRefusalMessage(error.value.reason, error.value.params);
        return refusal ? t(refusal.key, refusal.params) : error.message;
      }
      const { key, max } = error.value;
      if (max && (key === 'stake_too_high' || key === 'payout_too_high'))
        return t(`sb_error_${key}_max`, { max, defaultValue: error.message });
      return t(`sb_error_${key}`, error.message);
    }
    return error instanceof Error ? error.message : t('sb_error_unknown');
  };
}

export const requestIdOf = (): string => `sb-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 12)}`;
