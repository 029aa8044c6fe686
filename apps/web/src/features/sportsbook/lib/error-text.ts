import { useTranslation } from 'react-i18next';
import { SbApiError } from '../api/sb-client';

/** A refusal of the book in the player's language (its key), else the message it came with. */
export function useSbErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof SbApiError && error.value?.key) {
      if (error.value.key === 'wallet_refused' && error.value.code === 'BET_REFUSED') return error.message;
      return t(`sb_error_${error.value.key}`, error.message);
    }
    return error instanceof Error ? error.message : t('sb_error_unknown');
  };
}

export const requestIdOf = (): string => `sb-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 12)}`;
