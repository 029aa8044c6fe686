import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** Minor units from a round record (1250 -> "৳12.50"). */
export const minorText = (minor: number): string => formatMoney(BigInt(minor), walletCurrency.symbol);

/** A decimal string from the provider's answers ("12.50" -> "৳12.50"); unreadable input as is. */
export function decimalText(amount: string): string {
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor, walletCurrency.symbol);
}

/** A decimal string in minor units (null when unreadable). */
export const decimalMinor = (amount: string): number | null => {
  const minor = parseMinor(amount);
  return minor === null ? null : Number(minor);
};
