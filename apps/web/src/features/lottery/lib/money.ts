import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** A decimal string from the provider ("12.50" -> "৳12.50"); unreadable input as is. */
export function decimalText(amount: string): string {
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor, walletCurrency.symbol);
}

export const minorText = (minor: bigint): string => formatMoney(minor, walletCurrency.symbol);
