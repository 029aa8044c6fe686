import { describe, expect, it } from 'vitest';
import { formatMoney, parseMinor, toDecimalString } from './money.js';

describe('money', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseMinor('1234.5')).toBe(123450n);
    expect(parseMinor('0.01')).toBe(1n);
    expect(parseMinor('10')).toBe(1000n);
    expect(parseMinor('-2.30')).toBe(-230n);
  });

  it('refuses over-precision, exponents and non-numbers', () => {
    for (const bad of ['1.001', '1e3', 'abc', '', '1,000.00', '.5', '12.', '0x10']) {
      expect(parseMinor(bad), bad).toBeNull();
    }
  });

  it('writes the wire format with two places', () => {
    expect(toDecimalString(123450n)).toBe('1234.50');
    expect(toDecimalString(5n)).toBe('0.05');
    expect(toDecimalString(-5n)).toBe('-0.05');
  });

  it('formats with the taka sign, thousands separators and two decimals', () => {
    expect(formatMoney(123456789n)).toBe('৳1,234,567.89');
    expect(formatMoney(0n)).toBe('৳0.00');
    expect(formatMoney(-100000n)).toBe('-৳1,000.00');
  });
});
