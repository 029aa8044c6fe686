import type { ResponsibleGamingState } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../../components/feedback';
import { useSession } from '../../../lib/session';
import { responsibleGamingKey } from '../api/get-responsible-gaming';

/** A change answered with the new state: busy while it runs, the refusal as a message, the page updated. */
export function useRgAction() {
  const errorText = useErrorText();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = (call: () => Promise<ResponsibleGamingState>, onDone?: () => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    call()
      .then(
        (state) => {
          queryClient.setQueryData(responsibleGamingKey(token), state);
          onDone?.();
        },
        (failure: unknown) => setError(errorText(failure)),
      )
      .finally(() => setBusy(false));
  };
  return { busy, error, run };
}
