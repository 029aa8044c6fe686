import { useState } from 'react';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';

/** One form's save: busy, the refusal beside its field or above the button, and a "saved" flag. */
export function useSave() {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const run = <T>(call: () => Promise<T>, onDone: (value: T) => void) => {
    if (busy) return;
    setBusy(true);
    setSaved(false);
    setErrors({});
    setFormError(null);
    call()
      .then(
        (value) => {
          setSaved(true);
          onDone(value);
        },
        (failure: unknown) => {
          const field = failure instanceof ApiError ? failure.detail?.field : undefined;
          if (field) setErrors({ [field]: errorText(failure) });
          else setFormError(errorText(failure));
        },
      )
      .finally(() => setBusy(false));
  };
  return { busy, saved, errors, formError, setErrors, run };
}
