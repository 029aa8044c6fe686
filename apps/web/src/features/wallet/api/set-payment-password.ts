import type { SetPaymentPasswordRequest } from '@app/contracts';
import { encryptedRequest } from '../../../lib/encrypted-request';

/**
 * POST /wps/member/paymentPassword (token, enc): set the first payment password (with the login
 * password) or change it (with the old payment password). 6 digits.
 */
export function setPaymentPassword(input: SetPaymentPasswordRequest): Promise<{ hasPaymentPassword: true }> {
  return encryptedRequest<{ hasPaymentPassword: true }>('/wps/member/paymentPassword', input);
}
