import { describe, expect, it } from 'vitest';
import { checkRegisterField, patternSource, registerPatterns } from './register-patterns.js';

const rule = (
  patternId: number,
  overrides: Partial<{ min: number; max: number; required: boolean; pattern: string }> = {},
) => ({
  enabled: true,
  required: overrides.required ?? true,
  pattern: overrides.pattern ?? patternSource(patternId),
  patternId,
  minLength: overrides.min ?? 1,
  maxLength: overrides.max ?? 40,
});

/** [patternId, values that pass, values that fail] */
const examples: [number, string[], string[]][] = [
  [0, ['anything goes!', 'বাংলা'], []],
  [1, ['abc123', 'Zed'], ['1abc', 'ab_c', 'ab c']],
  [2, ['中文123', '汉字'], ['abc', '中文a']],
  [3, ['player@example.com', 'a.b+c@mail.co.uk'], ['player@', 'player.example.com', 'a@b']],
  [4, ['abc123', 'ABC'], ['abc-123', 'abc 123']],
  [5, ['abc123', '1a'], ['abcdef', '123456', 'abc_123']],
  [6, ['01712345678'], ['0171234567a', '+880']],
  [7, ['Abc123', 'ABC'], ['abc123', 'Abc-123']],
  [8, ['John Smith'], ['John3', 'Jöhn']],
  [9, ['no-spaces!'], ['has space']],
  [10, ['中文，标点。'], ['中文abc']],
  [11, ['2024-02-29', '1999-12-31'], ['2023-02-29', '2024-13-01', '24-01-01']],
  [12, ['Rahim Uddin', 'রহিম উদ্দিন'], ['Rahim1']],
  [13, ['02-29-2024', '12-31-1999'], ['02-30-2024', '2024-02-20']],
  [14, ['Rahim1', 'রহিম১২'], ['Rahim 1', 'Rahim!']],
  [15, ['한국어'], ['한국어 abc', 'abc']],
  [16, ['ภาษาไทย'], ['ไทย abc']],
  [17, ['ภาษา Thai'], ['ภาษา1']],
  [18, ['JOHN SMITH'], ['John Smith', '   ']],
  [19, ['P@ss-w0rd!'], ['pass word', 'পাস']],
  [20, ['Aa1!aaaa'], ['Aa1aaaaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1! aaa']],
];

describe('registration patterns', () => {
  it('defines exactly the 21 patterns 0..20', () => {
    expect(registerPatterns.map((p) => p.id)).toEqual([...Array(21).keys()]);
  });

  it.each(examples)('pattern %i accepts and rejects its examples', (patternId, good, bad) => {
    for (const value of good) expect(checkRegisterField(rule(patternId), value), value).toEqual({ ok: true });
    for (const value of bad) {
      expect(checkRegisterField(rule(patternId), value), value).toEqual({
        ok: false,
        key: `reg_pattern_${patternId}`,
        params: { min: 1, max: 40 },
      });
    }
  });

  it('checks length in characters, with min and max in the error', () => {
    const username = rule(1, { min: 4, max: 8 });
    expect(checkRegisterField(username, 'abc')).toEqual({
      ok: false,
      key: 'reg_pattern_1',
      params: { min: 4, max: 8 },
    });
    expect(checkRegisterField(username, 'abcdefghi')).toMatchObject({ ok: false });
    expect(checkRegisterField(username, 'abcd')).toEqual({ ok: true });
    expect(checkRegisterField(rule(12, { min: 2, max: 3 }), 'রহিম')).toMatchObject({ ok: false });
  });

  it("lets '*' match anything within the length bounds", () => {
    const any = rule(0, { pattern: '*', min: 2, max: 5 });
    expect(checkRegisterField(any, '!@ #')).toEqual({ ok: true });
    expect(checkRegisterField(any, 'x')).toMatchObject({ ok: false, key: 'reg_pattern_0' });
  });

  it('requires a value only when the field is required', () => {
    expect(checkRegisterField(rule(3, { required: false }), '')).toEqual({ ok: true });
    expect(checkRegisterField(rule(3, { required: true }), undefined)).toMatchObject({
      ok: false,
      key: 'input_cannot_be_empty',
    });
  });
});
