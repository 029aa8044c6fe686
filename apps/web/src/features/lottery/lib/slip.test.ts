import { describe, expect, it } from 'vitest';
import { linePrice, parsePickText, quickPick, slipTotal } from './slip';

describe('bet slip', () => {
  it('prices selections with the provider rules and totals the slip over the chase', () => {
    expect(linePrice('SSC', 'SSC_STAR2_DIRECT', [['1', '2'], ['3']])).toEqual({ ok: true, bets: 2 });
    expect(linePrice('VN_NORTH', 'VN_LO', [['23']])).toEqual({ ok: true, bets: 27 });
    expect(linePrice('SSC', 'SSC_STAR2_DIRECT', [['1'], []])).toMatchObject({ ok: false });
    const lines = [
      { betType: 'SSC_STAR2_DIRECT', picks: [['1', '2'], ['3']], bets: 2 },
      { betType: 'SSC_SUM_BSOE', picks: [['big']], bets: 1 },
    ];
    expect(slipTotal(lines, '2.00', 3, 4)).toBe(7_200n);
    expect(slipTotal(lines, 'x', 3, 1)).toBeNull();
  });

  it('quick-picks a valid selection and reads typed numbers', () => {
    const type = {
      code: 'SSC_STAR2_DIRECT',
      groups: [
        { label: '4th', tokens: ['0', '1', '2'], pattern: null, min: 1, max: 3 },
        { label: '5th', tokens: ['0', '1', '2'], pattern: null, min: 1, max: 3 },
      ],
      odds: {},
      rule: { en: '', bn: '' },
    };
    const picks = quickPick(type, () => 0.5);
    expect(picks.map((group) => group.length)).toEqual([1, 1]);
    const threeDigits = quickPick(
      { ...type, groups: [{ label: 'numbers', tokens: null, pattern: '^[0-9]{3}$', min: 1, max: 10 }] },
      () => 0.25,
    );
    expect(threeDigits[0]![0]).toMatch(/^\d{3}$/);
    expect(parsePickText('12 34,12;  56')).toEqual(['12', '34', '56']);
  });
});
