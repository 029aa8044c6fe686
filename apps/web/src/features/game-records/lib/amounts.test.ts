import { describe, expect, it } from 'vitest';
import { moneyText, profitText } from './amounts';
import { formatCalendarDate } from './dates';

describe('game record amounts', () => {
  it('write money with 2 decimals and thousands separators', () => {
    expect(moneyText('1234567.5')).toBe('৳1,234,567.50');
    expect(moneyText('0.00')).toBe('৳0.00');
    expect(moneyText('oops')).toBe('oops');
  });

  it('write the sign of a profit out, with its tone', () => {
    expect(profitText('1234.50')).toEqual({ text: '+৳1,234.50', tone: 'gain' });
    expect(profitText('-20.00')).toEqual({ text: '-৳20.00', tone: 'loss' });
    expect(profitText('0.00')).toEqual({ text: '৳0.00', tone: 'even' });
    expect(profitText('n/a')).toEqual({ text: 'n/a', tone: 'even' });
  });

  it('write a calendar day in the visitor language without shifting it', () => {
    expect(formatCalendarDate('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatCalendarDate('2026-11-21', 'bn')).toMatch(/২১/);
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });
});
