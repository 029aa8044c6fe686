import { lpErrorKeys, type LpErrorKey } from '@app/lottery-provider/client-api';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { betRefusalMessage } from '../../../lib/bet-refusal';

const isLpErrorKey = (key: string): key is LpErrorKey => (lpErrorKeys as readonly string[]).includes(key);

/** The lottery provider's error key of a failure, if it sent one. */
export function lpErrorKeyOf(error: unknown): LpErrorKey | null {
  const key = error instanceof ApiError ? error.detail?.key : undefined;
  return key !== undefined && isLpErrorKey(key) ? key : null;
}

/**
 * A readable sentence for a failure: the provider's refusals in the visitor's language (a limit or a
 * selection problem also shows the provider's English detail, which names the number), else the site's.
 */
export function useLotteryErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const siteText = useErrorText();
  return (error) => {
    const key = lpErrorKeyOf(error);
    if (!key) return siteText(error);
    if (key === 'wallet_refused' && error instanceof ApiError) {
      // A limit or bonus rule says why, worded from its stable code.
      const refusal = betRefusalMessage(error.detail?.reason, error.detail?.params);
      if (refusal) return t(refusal.key, refusal.params);
    }
    if (key === 'chase_unavailable' && error instanceof ApiError && error.detail?.params?.issue) {
      // Names the draw that does not take bets and how many can be followed.
      return t('lt_err_chase_unavailable_draw', error.detail.params);
    }
    const text = t(`lt_err_${key}`);
    const detailed =
      key === 'invalid_selection' || key === 'liability_exceeded' || key === 'stake_out_of_range';
    return detailed && error instanceof Error ? `${text} (${error.message})` : text;
  };
}
