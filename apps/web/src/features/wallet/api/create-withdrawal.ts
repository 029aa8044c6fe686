import type { Withdrawal } from '@app/contracts';
import { encryptedRequest } from '../../../lib/encrypted-request';

export interface CreateWithdrawalInput {
  payoutAccountId: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}

/** POST /wps/cashier/withdrawals (token, enc): the amount is held from the balance at once. */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<Withdrawal> {
  return encryptedRequest<Withdrawal>('/wps/cashier/withdrawals', input);
}
