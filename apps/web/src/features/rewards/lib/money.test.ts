import { describe, expect, it } from 'vitest';
import { money, percentOf } from './money';

describe('rewards money', () => {
  it('formats amounts with the taka sign and bounds progress to 0..100', () => {
    expect(money('1234.5')).toBe('৳1,234.50');
    expect(money(null)).toBe('—');
    expect(percentOf('50.00', '200.00')).toBe(25);
    expect(percentOf('300.00', '200.00')).toBe(100);
    expect(percentOf('0.00', '0.00')).toBe(100);
  });
});
