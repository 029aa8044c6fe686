import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { messageText } from '../../../lib/message-text';

/**
 * The error text of the points mall: server keys another feature's bundle already translates
 * (the withdraw password's) have a `pm_` copy here, since this page may load without that bundle.
 */
export function usePointsErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const base = useErrorText();
  return (error) => {
    const key = error instanceof ApiError ? error.detail?.key : undefined;
    if (error instanceof ApiError && key && i18n.exists(`pm_${key}`)) {
      return messageText(t, `pm_${key}`, error.detail?.params);
    }
    return base(error);
  };
}
