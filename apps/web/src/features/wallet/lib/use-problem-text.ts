import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { messageText } from '../../../lib/message-text';
import type { Problem } from './amount';

/** The visitor's-language text of a problem the form found itself (the server's keys). */
export function useProblemText(): (problem: Problem | null | undefined) => string | null {
  const { t } = useTranslation();
  return (problem) => (problem ? messageText(t, problem.key, problem.params ?? {}) : null);
}

/** A failed call as text, and the form field it is about when the server named one. */
export interface ServerProblem {
  field: string | null;
  text: string;
}

export function useServerProblem(): (error: unknown) => ServerProblem {
  const errorText = useErrorText();
  return (error) => ({
    field: error instanceof ApiError ? (error.detail?.field ?? null) : null,
    text: errorText(error),
  });
}
