import { describe, expect, it } from 'vitest';
import { formatRate, parseRatePercent, ratePercentText } from './rates';

describe('rates', () => {
  it('reads percentages into basis points', () => {
    expect(parseRatePercent('1.25')).toBe(125);
    expect(parseRatePercent('1.5')).toBe(150);
    expect(parseRatePercent(' 2 % ')).toBe(200);
    expect(parseRatePercent('0')).toBe(0);
    expect(parseRatePercent('100')).toBe(10_000);
  });

  it('refuses what is not a rate of 0 to 100 % with at most 2 decimals', () => {
    for (const bad of ['', 'abc', '-1', '1.255', '100.01', '1e2', '1,5']) {
      expect(parseRatePercent(bad), bad).toBeNull();
    }
  });

  it('writes basis points back as a percentage', () => {
    expect(formatRate(125)).toBe('1.25%');
    expect(formatRate(5)).toBe('0.05%');
    expect(formatRate(10_000)).toBe('100.00%');
    expect(ratePercentText(150)).toBe('1.5');
    expect(ratePercentText(200)).toBe('2');
    expect(ratePercentText(5)).toBe('0.05');
    expect(parseRatePercent(ratePercentText(137))).toBe(137);
  });
});
