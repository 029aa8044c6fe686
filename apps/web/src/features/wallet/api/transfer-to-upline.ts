import type { TransferResult } from '@app/contracts';
import { encryptedRequest } from '../../../lib/encrypted-request';

export interface TransferUplineInput {
  amount: string;
  paymentPassword: string;
  requestId: string;
  remark?: string;
}

/** POST /wps/transfer/upline (token, enc): transferUpline, a member to its direct upline. */
export function transferToUpline(input: TransferUplineInput): Promise<TransferResult> {
  return encryptedRequest<TransferResult>('/wps/transfer/upline', input);
}
