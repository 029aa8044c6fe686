import { bindPayoutAccountEndpoint, type BindPayoutAccountRequest, type PayoutAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { walletKeys } from './wallet-keys';

/** Binds a bank or mobile-wallet account (token, enc; payment password). */
export function bindPayoutAccount(input: BindPayoutAccountRequest): Promise<PayoutAccount> {
  return callEndpoint(bindPayoutAccountEndpoint, { body: input });
}

/** Binds an account; the withdraw page's accounts are reloaded before `onSuccess`. */
export function useBindPayoutAccount({ onSuccess, onError }: MutationCallbacks<PayoutAccount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindPayoutAccount,
    onSuccess: async (account) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo });
      await onSuccess?.(account);
    },
    onError,
  });
}
