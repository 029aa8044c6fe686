import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** A wire amount ("1234.5") as the site shows money: "৳1,234.50"; unreadable input as is. */
export function money(amount: string | null | undefined): string {
  if (amount == null) return '—';
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor, walletCurrency.symbol);
}

/** Below zero (a loss), to colour it. */
export function isNegative(amount: string | null | undefined): boolean {
  return typeof amount === 'string' && amount.trim().startsWith('-');
}

/** A count with thousands separators in the visitor's language. */
export function count(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(language).format(value);
  } catch {
    return String(value);
  }
}
