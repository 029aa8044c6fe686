import { encryptedRequest } from '../../../lib/encrypted-request';

/** POST /wps/cashier/payoutAccounts/:id/remove (token, enc): unbind an account (payment password). */
export function removePayoutAccount(id: string, paymentPassword: string): Promise<null> {
  return encryptedRequest<null>(`/wps/cashier/payoutAccounts/${encodeURIComponent(id)}/remove`, {
    paymentPassword,
  });
}
