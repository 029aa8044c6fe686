import type { Deposit } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client';

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

/** POST /wps/cashier/deposits (token): a deposit request; nothing moves until it is confirmed. */
export function createDeposit(input: CreateDepositInput): Promise<Deposit> {
  return apiRequest<Deposit>('/wps/cashier/deposits', { method: 'POST', body: input });
}
