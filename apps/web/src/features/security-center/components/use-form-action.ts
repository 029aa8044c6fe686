import { useState } from 'react';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';

/**
 * One form's submission: busy while the call runs, the server's refusal beside its field (when it
 * names one the form shows) or above the button otherwise.
 */
export function useFormAction(fields: readonly string[]) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    const field = failure instanceof ApiError ? failure.detail?.field : undefined;
    if (field && fields.includes(field)) setErrors({ [field]: errorText(failure) });
    else setFormError(errorText(failure));
  };

  const run = <T>(call: () => Promise<T>, onDone: (value: T) => void) => {
    if (busy) return;
    setErrors({});
    setFormError(null);
    setBusy(true);
    call()
      .then(onDone, fail)
      .finally(() => setBusy(false));
  };

  return { busy, errors, formError, setErrors, run, fail };
}
