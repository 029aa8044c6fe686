import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** A wire amount ("1234.50") as the site shows money: ৳1,234.50. */
export function money(amount: string): string {
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor, walletCurrency.symbol);
}
