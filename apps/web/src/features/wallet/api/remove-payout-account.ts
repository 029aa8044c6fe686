import { removePayoutAccountEndpoint } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { walletKeys } from './wallet-keys';

export interface RemovePayoutAccountInput {
  id: string;
  paymentPassword: string;
}

/** Unbinds an account (token, enc; payment password). */
export function removePayoutAccount({ id, paymentPassword }: RemovePayoutAccountInput): Promise<null> {
  return callEndpoint(removePayoutAccountEndpoint, { params: { id }, body: { paymentPassword } });
}

/** Unbinds an account; the withdraw page's accounts are reloaded before `onSuccess`. */
export function useRemovePayoutAccount({ onSuccess, onError }: MutationCallbacks<null> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: async (value) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo });
      await onSuccess?.(value);
    },
    onError,
  });
}
