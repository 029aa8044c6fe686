import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';

/** The upload keys the server and the picker share (proof_*), told in this feature's own words. */
const uploadKeys: Record<string, string> = {
  proof_invalid: 'feedback_image_invalid',
  proof_too_large: 'feedback_image_too_large',
  proof_too_many: 'feedback_image_too_many',
  proof_too_many_pixels: 'feedback_image_too_many_pixels',
};

export function useUploadProblemText(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => t(uploadKeys[key] ?? key);
}

/** A failed call as text, and the field it is about when the server named one. */
export function useFeedbackErrorText(): (error: unknown) => { field: string | null; text: string } {
  const errorText = useErrorText();
  const uploadText = useUploadProblemText();
  return (error) => {
    const detail = error instanceof ApiError ? error.detail : null;
    const text = detail && detail.key in uploadKeys ? uploadText(detail.key) : errorText(error);
    return { field: detail?.field ?? null, text };
  };
}
