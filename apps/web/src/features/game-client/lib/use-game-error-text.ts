import { hpErrorKeys, type HpErrorKey } from '@app/house-provider/client-api';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';

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
    // A limit or bonus rule that refused the bet says why in the wallet's words.
    if (key === 'bet_refused' && error instanceof ApiError && error.message) return error.message;
    return key ? t(`gc_err_${key}`) : siteText(error);
  };
}
