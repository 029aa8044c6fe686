import { formatMoney, parseMinor } from '@app/contracts';

/** "1234.5" -> "৳1,234.50"; unreadable input as is. */
export function money(amount: string | null | undefined): string {
  if (amount == null) return '—';
  const minor = parseMinor(amount);
  return minor === null ? amount : formatMoney(minor);
}

/** Share of `done` in `needed` as a whole percent between 0 and 100. */
export function percentOf(done: string, needed: string): number {
  const a = parseMinor(done) ?? 0n;
  const b = parseMinor(needed) ?? 0n;
  if (b <= 0n) return 100;
  const share = Number((a * 100n) / b);
  return Math.max(0, Math.min(100, share));
}
