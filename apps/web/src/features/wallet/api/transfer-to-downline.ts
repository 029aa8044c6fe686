import type { TransferResult } from '@app/contracts';
import { encryptedRequest } from '../../../lib/encrypted-request';

export interface TransferDownlineInput {
  toUsername: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
  remark?: string;
}

/** POST /wps/transfer/downline (token, enc): transferFund, an agent to a member of its downline. */
export function transferToDownline(input: TransferDownlineInput): Promise<TransferResult> {
  return encryptedRequest<TransferResult>('/wps/transfer/downline', input);
}
