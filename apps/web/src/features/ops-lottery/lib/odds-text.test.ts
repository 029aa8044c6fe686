import { describe, expect, it } from 'vitest';
import { oddsText, parseOdds } from './odds-text';

describe('lottery odds text', () => {
  it('shows one odds as a number and several as key=odds pairs, and reads them back', () => {
    expect(oddsText({ '': 9.8 })).toBe('9.8');
    expect(oddsText({ big: 1.98, small: 1.97 })).toBe('big=1.98, small=1.97');
    expect(parseOdds(oddsText({ '': 9.8 }))).toEqual({ '': 9.8 });
    expect(parseOdds(oddsText({ big: 1.98, small: 1.97 }))).toEqual({ big: 1.98, small: 1.97 });
  });

  it('refuses empty or non-numeric odds', () => {
    expect(parseOdds('  ')).toBeNull();
    expect(parseOdds('big=x')).toBeNull();
  });
});
