import { transferToUplineEndpoint, type TransferResult } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface TransferUplineInput {
  amount: string;
  paymentPassword: string;
  requestId: string;
  remark?: string;
}

/** transferUpline (token, enc): a member to its direct upline. */
export function transferToUpline(input: TransferUplineInput): Promise<TransferResult> {
  return callEndpoint(transferToUplineEndpoint, { body: input });
}
