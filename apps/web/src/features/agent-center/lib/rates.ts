/** Rates are integer basis points on the wire (100 = 1 %); people read and type percentages. */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.25" (percent) -> 125 basis points; null for anything else or above 100 %. */
export function parseRatePercent(input: string): number | null {
  const match = PERCENT.exec(input.trim().replace(/%$/, '').trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > 10_000 ? null : bp;
}

/** 125 -> "1.25" (what a rate field holds). */
export function ratePercentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100).padStart(2, '0');
  return fraction === '00' ? String(whole) : `${whole}.${fraction.replace(/0$/, '')}`;
}

/** 125 -> "1.25%" (always two decimals, as shown). */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}
