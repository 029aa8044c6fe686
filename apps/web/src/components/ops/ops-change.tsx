import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../feedback';
import { FormAlert } from '../form-fields';
import { opsKeys } from '../../lib/ops/ops-keys';

/**
 * One change at a time: busy while it runs, the server's refusal or `savedText` ("saved") after, the console's
 * queries refreshed.
 */
export function useOpsChange(savedText?: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ error: string | null; saved: boolean }>({ error: null, saved: false });
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setState({ error: null, saved: false });
    try {
      await work();
      setState({ error: null, saved: true });
      return true;
    } catch (failure) {
      setState({ error: errorText(failure), saved: false });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    }
  }
  const feedback = (
    <>
      <FormAlert message={state.error} />
      {state.saved && <p role="status">{savedText ?? t('ops_saved')}</p>}
    </>
  );
  return { run, busy, feedback, error: state.error };
}

/** `list` with the entry at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
