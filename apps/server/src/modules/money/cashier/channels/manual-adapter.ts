import { fieldError } from '../../../../lib/app-errors.js';
import type { DepositAdapter } from './deposit-adapter.js';

/** A bank or mobile-wallet transfer to the operator's account, confirmed by the operator. */
export function createManualAdapter(): DepositAdapter {
  return {
    available: true,
    operatorConfirms: true,
    checkRequest(input) {
      if (!input.transactionRef) throw fieldError('transactionRef', 'transaction_ref_required');
    },
    paymentUrl: () => null,
  };
}
