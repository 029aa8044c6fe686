import {
  confirmWithdrawalReceiptEndpoint,
  type EndpointBody,
  type ReceiptResult,
  type Withdrawal,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { MutationCallbacks } from './mutation-callbacks';
import { walletKeys } from './wallet-keys';

export interface ReceiptInput {
  result: ReceiptResult;
  /** partially_received: the amount that arrived (decimal string). */
  receivedAmount?: string;
  note?: string;
  /** Proof images (png or jpg, 5 MB each, at most 3). */
  proofs: readonly File[];
}

/**
 * Received, partially received or not received (token), as multipart/form-data: the fields and the
 * proof images.
 */
export function confirmReceipt(
  withdrawalId: string,
  { proofs, ...fields }: ReceiptInput,
): Promise<Withdrawal> {
  const body: EndpointBody<typeof confirmWithdrawalReceiptEndpoint> = fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value) form.append(name, String(value));
  for (const proof of proofs) form.append('proof', proof, proof.name);
  return callEndpoint(
    confirmWithdrawalReceiptEndpoint,
    { params: { id: withdrawalId }, body },
    { multipart: form, timeoutMs: 120_000 },
  );
}

/** Confirms a receipt; everything the wallet shows is refreshed (a dispute may move money later). */
export function useConfirmReceipt(
  withdrawalId: string,
  { onSuccess, onError }: MutationCallbacks<Withdrawal> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptInput) => confirmReceipt(withdrawalId, input),
    onSuccess: async (updated) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await onSuccess?.(updated);
    },
    onError,
  });
}
