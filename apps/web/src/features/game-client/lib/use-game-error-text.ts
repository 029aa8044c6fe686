import { hpErrorKeys, type HpErrorKey } from '@app/house-provider/client-api';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { betRefusalMessage } from '../../../lib/bet-refusal';

const isHpErrorKey = (key: string): key is HpErrorKey => (hpErrorKeys as readonly string[]).includes(key);

/** The provider's error key of a failure, if it sent one. */
export function hpErrorKeyOf(error: unknown): HpErrorKey | null {
  const key = error instanceof ApiError ? error.detail?.key : undefined;
  return key !== undefined && isHpErrorKey(key) ? key : null;
}

/** A readable sentence for a provider failure: its keys in the visitor's language, else the site's wording. */
export function useGameErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const siteText = useErrorText();
  return (error) => {
    const key = hpErrorKeyOf(error);
    if (key === 'bet_refused' && error instanceof ApiError) {
      // A limit or bonus rule that refused the bet says why: worded here from the wallet's stable code,
      // or in the wallet's own (English) words for a reason this client does not know.
      const refusal = betRefusalMessage(error.detail?.reason, error.detail?.params);
      if (refusal) return t(refusal.key, refusal.params);
      if (error.message) return error.message;
    }
    return key ? t(`gc_err_${key}`) : siteText(error);
  };
}
