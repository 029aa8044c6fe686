import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeName, safeText, textKindOf } from './text.js';
import { checkText, codePointLabel, forbiddenCharacter } from './text-rules.js';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const c0 = range(0x00, 0x1f);
const c1 = range(0x80, 0x9f);
const bidi = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), '\u200E', '\u200F', '\u061C'];
const invisible = ['\u200B', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}', '\u{E0001}', '\u2028', '\u2029'];

// Bengali that needs the joiners: ra + ZWJ + virama + ya (র‍্যা, as in র‍্যাব), and ka + virama + ZWNJ + sa.
const bengaliWithZwj = 'র\u200D্যাব';
const bengaliWithZwnj = 'ক্\u200Cস';
const familyEmoji = '👨\u200D👩\u200D👧';

describe('text rules', () => {
  it.each([...c0.filter((c) => !'\t\n\r'.includes(c)), '\u007F', ...c1, ...bidi, ...invisible])(
    'refuses %j in every kind',
    (char) => {
      for (const kind of ['line', 'multiline', 'name'] as const) {
        expect(forbiddenCharacter(`a${char}b`, kind), kind).toBe(char);
      }
    },
  );

  it('refuses tab and newlines on one line, keeps them in multi-line text', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(forbiddenCharacter(`a${char}b`, 'line')).toBe(char);
      expect(forbiddenCharacter(`a${char}b`, 'name')).toBe(char);
      expect(forbiddenCharacter(`a${char}b`, 'multiline')).toBeNull();
    }
  });

  it('refuses a lone surrogate but keeps astral characters', () => {
    expect(forbiddenCharacter('a\uD800b')).toBe('\uD800');
    expect(forbiddenCharacter('a\uDC00')).toBe('\uDC00');
    expect(forbiddenCharacter('𝒜 😀')).toBeNull();
  });

  it.each([
    bengaliWithZwj,
    bengaliWithZwnj,
    'মোঃ আব্দুল করিম',
    familyEmoji,
    '❤️ 🇧🇩',
    'Crème brûlée — 100% ok <b>?',
    'नमस्ते',
    'مرحبا',
  ])('accepts %j as text', (value) => {
    expect(checkText(value, 'line')).toEqual({ ok: true });
    expect(checkText(value, 'multiline')).toEqual({ ok: true });
  });

  it('names: Bengali with joiners and ordinary spaces pass', () => {
    for (const name of [bengaliWithZwj, bengaliWithZwnj, 'মোঃ আব্দুল করিম', "Md. Abdul O'Karim-Khan"]) {
      expect(checkText(name, 'name'), name).toEqual({ ok: true });
    }
  });

  it.each(['<', '>', '\u00A0', '\u3000', '\u2003', '\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800'])(
    'names refuse %j, text keeps it',
    (char) => {
      expect(checkText(`Ab${char}cd`, 'name')).toEqual({
        ok: false,
        key: 'name_forbidden_character',
        params: { char: codePointLabel(char) },
      });
      expect(checkText(`Ab${char}cd`, 'line')).toEqual({ ok: true });
    },
  );

  it('names the character by its code point', () => {
    expect(checkText('a\u0000b')).toEqual({
      ok: false,
      key: 'text_forbidden_character',
      params: { char: 'U+0000' },
    });
    expect(codePointLabel('\u{E0041}')).toBe('U+E0041');
  });
});

describe('safeText', () => {
  const body = z.object({
    remark: safeText(10),
    note: safeText(40, { kind: 'multiline' }),
    name: safeName(20),
  });

  it('answers a custom issue with the message key, on the field', () => {
    const result = body.safeParse({ remark: 'a\u0000b', note: 'ok', name: 'ok' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      {
        code: 'custom',
        path: ['remark'],
        message: 'Contains a character that is not allowed (U+0000)',
        params: { key: 'text_forbidden_character', params: { char: 'U+0000' } },
      },
    ]);
  });

  it('trims before checking, so surrounding newlines of a one-line field are not an error', () => {
    expect(body.parse({ remark: ' hi\n', note: 'line 1\nline 2', name: ' রহিম ' })).toEqual({
      remark: 'hi',
      note: 'line 1\nline 2',
      name: 'রহিম',
    });
  });

  it('refuses names with < and the override character', () => {
    const issues = body.safeParse({ remark: 'x', note: 'x', name: 'evil\u202Egnp.exe' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['Names cannot contain this character (U+202E)']);
    expect(body.safeParse({ remark: 'x', note: 'x', name: '<b>' }).success).toBe(false);
  });

  it('keeps its kind through further checks, optional and describe', () => {
    expect(textKindOf(safeText(5).min(1).describe('x'))).toBe('line');
    expect(textKindOf(safeName(5))).toBe('name');
    expect(textKindOf(safeText(5, { kind: 'multiline', trim: false }))).toBe('multiline');
    expect(textKindOf(z.string().max(5))).toBeNull();
  });
});
