import { transferToDownlineEndpoint, type TransferResult } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

export interface TransferDownlineInput {
  toUsername: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
  remark?: string;
}

/** transferFund (token, enc): an agent to a member of its downline. */
export function transferToDownline(input: TransferDownlineInput): Promise<TransferResult> {
  return callEndpoint(transferToDownlineEndpoint, { body: input });
}
