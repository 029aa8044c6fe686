import { createWithdrawalEndpoint, type Withdrawal } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { walletKeys } from './wallet-keys';

export interface CreateWithdrawalInput {
  payoutAccountId: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}

/** A withdrawal request (token, enc): the amount is held from the balance at once. */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<Withdrawal> {
  return callEndpoint(createWithdrawalEndpoint, { body: input });
}

/** Requests a withdrawal; everything the wallet shows is refreshed (the balance moved). */
export function useCreateWithdrawal({ onSuccess, onError }: MutationCallbacks<Withdrawal> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: async (withdrawal) => {
      await onSuccess?.(withdrawal);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError,
  });
}
