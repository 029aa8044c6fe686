/**
 * Which characters free text may hold (zod-free, so web forms can use it without pulling zod).
 *
 * Refused in every text field: control characters (C0, DEL, C1), format characters (bidi embeddings,
 * overrides and isolates U+202A–U+202E and U+2066–U+2069, LRM/RLM/ALM, zero-width space, word joiner,
 * BOM, soft hyphen, tag characters, ...), lone surrogates and the line/paragraph separators U+2028/U+2029.
 * They are invisible or reorder what is shown around them, and PostgreSQL cannot store NUL at all.
 * Kept: ZWNJ (U+200C) and ZWJ (U+200D), which Bengali conjuncts and emoji sequences need, and emoji
 * (variation selectors are combining marks). Multi-line fields also keep tab, line feed and carriage return.
 *
 * Names (payee, nickname, payout account name, downline nickname) refuse on top of that `<` and `>`,
 * every space other than U+0020, and the blank-looking letters used to fake empty names
 * (Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the blank braille pattern U+2800).
 */
export type TextKind = 'line' | 'multiline' | 'name';

export type TextCheck =
  | { ok: true }
  | {
      ok: false;
      key: 'text_forbidden_character' | 'name_forbidden_character';
      params: { char: string };
    };

const invisibleOrControl = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const nameOnly = /[<>\u115F\u1160\u3164\uFFA0\u2800\p{Co}]|[^\S ]/gu;
const joiners = new Set(['\u200C', '\u200D']);
const multilineWhitespace = new Set(['\t', '\n', '\r']);

/** 'U+0000' style name of a character, for messages. */
export function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character `kind` refuses in `value`, or null when the text is acceptable. */
export function forbiddenCharacter(value: string, kind: TextKind = 'line'): string | null {
  for (const [char] of value.matchAll(invisibleOrControl)) {
    if (joiners.has(char)) continue;
    if (kind === 'multiline' && multilineWhitespace.has(char)) continue;
    return char;
  }
  if (kind === 'name') {
    const [match] = value.match(nameOnly) ?? [];
    if (match !== undefined) return match;
  }
  return null;
}

/** Checks text of one kind; on failure the message key (messageTemplates) and the refused character. */
export function checkText(value: string, kind: TextKind = 'line'): TextCheck {
  const char = forbiddenCharacter(value, kind);
  if (char === null) return { ok: true };
  return {
    ok: false,
    key: kind === 'name' ? 'name_forbidden_character' : 'text_forbidden_character',
    params: { char: codePointLabel(char) },
  };
}

/** The form-side view of checkText: null when acceptable, else the message key and its parameters. */
export function textProblem(
  value: string,
  kind: TextKind = 'line',
): { key: string; params: Record<string, string> } | null {
  const result = checkText(value, kind);
  return result.ok ? null : { key: result.key, params: result.params };
}
