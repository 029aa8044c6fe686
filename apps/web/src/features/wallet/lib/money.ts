import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** "1234.5" or 123450n -> "৳1,234.50" (2 decimals, thousands separators); unreadable input as is. */
export function money(
  amount: string | bigint | null | undefined,
  symbol: string = walletCurrency.symbol,
): string {
  if (amount == null) return '—';
  const minor = typeof amount === 'bigint' ? amount : parseMinor(amount);
  return minor === null ? String(amount) : formatMoney(minor, symbol);
}
