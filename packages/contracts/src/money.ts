/**
 * Money is integer minor units (poisha for BDT) everywhere in code and storage, and a decimal
 * string with exactly two places on the wire. No floating point touches an amount.
 */
const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);
const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses "1234.5" into 123450n. Returns null for anything that is not a plain decimal with at most 2 places. */
export function parseMinor(input: string): bigint | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  return sign ? -minor : minor;
}

/** 123450n -> "1234.50" (the wire format). */
export function toDecimalString(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456789n -> "৳1,234,567.89" (2 decimals, thousands separators). */
export function formatMoney(minor: bigint, symbol = '৳'): string {
  const [whole = '0', fraction = '00'] = toDecimalString(minor < 0n ? -minor : minor).split('.');
  return `${minor < 0n ? '-' : ''}${symbol}${groupThousands(whole)}.${fraction}`;
}
