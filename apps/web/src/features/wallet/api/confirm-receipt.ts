import type { ReceiptResult, Withdrawal } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface ReceiptInput {
  result: ReceiptResult;
  /** partially_received: the amount that arrived (decimal string). */
  receivedAmount?: string;
  note?: string;
  /** Proof images (png or jpg, 5 MB each, at most 3). */
  proofs: readonly File[];
}

/**
 * POST /wps/cashier/withdrawals/:id/receipt (token): received, partially received or not received,
 * as multipart/form-data with the proof images.
 */
export function confirmReceipt(withdrawalId: string, input: ReceiptInput): Promise<Withdrawal> {
  const form = new FormData();
  form.append('result', input.result);
  if (input.receivedAmount) form.append('receivedAmount', input.receivedAmount);
  if (input.note) form.append('note', input.note);
  for (const proof of input.proofs) form.append('proof', proof, proof.name);
  return apiRequest<Withdrawal>(`/wps/cashier/withdrawals/${encodeURIComponent(withdrawalId)}/receipt`, {
    method: 'POST',
    multipart: form,
    timeoutMs: 120_000,
  });
}

/** The address of a proof image the member uploaded (needs the token: fetched, then shown as a blob). */
export function proofPath(withdrawalId: string, proofId: string): string {
  return `/wps/cashier/withdrawals/${encodeURIComponent(withdrawalId)}/proofs/${encodeURIComponent(proofId)}`;
}
