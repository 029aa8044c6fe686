import { toDecimalString } from '@app/contracts';
import { fieldError } from './app-errors.js';

/** 400 'Amount must be between {min} and {max}' unless min <= amount <= max (minor units). */
export function checkAmountRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw fieldError('amount', 'amount_out_of_range', {
      min: toDecimalString(min),
      max: toDecimalString(max),
    });
  }
}
