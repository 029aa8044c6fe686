import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

const limits = { min: 10_000n, max: 2_500_000n, balance: 1_000_000n };

describe('checkAmount', () => {
  it('accepts plain decimals with at most 2 places', () => {
    expect(checkAmount('500', limits)).toEqual({ ok: true, minor: 50_000n });
    expect(checkAmount(' 500.5 ', limits)).toEqual({ ok: true, minor: 50_050n });
    expect(checkAmount('100.00', limits)).toEqual({ ok: true, minor: 10_000n });
  });

  it.each([
    ['', 'amount_required'],
    ['   ', 'amount_required'],
    ['abc', 'amount_invalid'],
    ['1e3', 'amount_invalid'],
    ['12,5', 'amount_invalid'],
    ['0x10', 'amount_invalid'],
    ['-50', 'amount_positive'],
    ['-50.123', 'amount_positive'],
    ['0', 'amount_positive'],
    ['0.00', 'amount_positive'],
    ['10.123', 'amount_too_precise'],
    ['99.99', 'amount_out_of_range'],
    ['25000.01', 'amount_out_of_range'],
    ['10000.01', 'insufficient_balance'],
  ])('refuses %j with %s', (input, key) => {
    const result = checkAmount(input, limits);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.key).toBe(key);
  });

  it('names the limits in the range message, as the server does', () => {
    const result = checkAmount('5', limits);
    expect(result).toEqual({
      ok: false,
      problem: { key: 'amount_out_of_range', params: { min: '100.00', max: '25000.00' } },
    });
  });

  it('checks only the limits it is given', () => {
    expect(checkAmount('999999', {})).toEqual({ ok: true, minor: 99_999_900n });
  });
});
