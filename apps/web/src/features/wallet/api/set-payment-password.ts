import { setPaymentPasswordEndpoint, type SetPaymentPasswordRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { walletKeys } from './wallet-keys';

/**
 * Set the first payment password (with the login
 * password) or change it (with the old payment password). 6 digits.
 */
export function setPaymentPassword(
  input: SetPaymentPasswordRequest,
): Promise<{ hasPaymentPassword: boolean }> {
  return callEndpoint(setPaymentPasswordEndpoint, { body: input });
}

/** Sets or changes the payment password; the pages that ask for it are reloaded before `onSuccess`. */
export function useSetPaymentPassword({
  onSuccess,
  onError,
}: MutationCallbacks<{ hasPaymentPassword: boolean }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: async (value) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.paymentPassword }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo }),
      ]);
      await onSuccess?.(value);
    },
    onError,
  });
}
