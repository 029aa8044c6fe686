import { createDepositEndpoint, type Deposit } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';

export interface CreateDepositInput {
  channelId: string;
  /** Decimal string, already checked with checkAmount. */
  amount: string;
  /** Idempotency key: the same for a retry of the same submission. */
  requestId: string;
  payerName?: string;
  payerAccount?: string;
  transactionRef?: string;
}

/** A deposit request (token); nothing moves until it is confirmed. */
export function createDeposit(input: CreateDepositInput): Promise<Deposit> {
  return callEndpoint(createDepositEndpoint, { body: input });
}

/** Requests a deposit; the deposit list is refreshed. */
export function useCreateDeposit({ onSuccess, onError }: MutationCallbacks<Deposit> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: async (deposit) => {
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposits'] });
      await onSuccess?.(deposit);
    },
    onError,
  });
}
