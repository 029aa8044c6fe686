import type { BindPayoutAccountRequest, PayoutAccount } from '@app/contracts';
import { encryptedRequest } from '../../../lib/encrypted-request';

/** POST /wps/cashier/payoutAccounts (token, enc): bind a bank or mobile-wallet account (payment password). */
export function bindPayoutAccount(input: BindPayoutAccountRequest): Promise<PayoutAccount> {
  return encryptedRequest<PayoutAccount>('/wps/cashier/payoutAccounts', input);
}
