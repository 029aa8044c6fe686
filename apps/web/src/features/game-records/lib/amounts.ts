import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';

/** Whether a profit is a gain, a loss or nothing: its colour, always shown with its sign. */
export type Tone = 'gain' | 'loss' | 'even';

export interface ShownAmount {
  text: string;
  tone: Tone;
}

/** "1234.5" -> "৳1,234.50" (2 decimals, thousands separators); an unreadable amount as it came. */
export function moneyText(amount: string): string {
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor, walletCurrency.symbol);
}

/** A profit with its sign written out ("+৳12.00", "-৳3.50", "৳0.00") and its tone. */
export function profitText(amount: string): ShownAmount {
  const minor = parseMinor(amount);
  if (minor === null) return { text: amount, tone: 'even' };
  const text = formatMoney(minor, walletCurrency.symbol);
  if (minor > 0n) return { text: `+${text}`, tone: 'gain' };
  return { text, tone: minor < 0n ? 'loss' : 'even' };
}
