import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/message-text';
import type { Problem } from '../lib/register-form';

/** The visitor's-language text of a problem the form found itself (same keys as the server's). */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useTranslation();
  return (problem) => messageText(t, problem.key, problem.params);
}
