import type { RegisterRule } from './system.js';

/**
 * The 21 registration patterns of spec section 5. `source` is what the server publishes as a field's
 * accepted pattern; the error text for pattern N is the translation key `reg_pattern_N`.
 */
export const registerPatterns: readonly { id: number; description: string; source: string }[] = [
  { id: 0, description: 'length only', source: '^[\\s\\S]*$' },
  { id: 1, description: 'letter first, then letters and digits', source: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, description: 'Chinese characters and digits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  {
    id: 3,
    description: 'mailbox format',
    source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  },
  { id: 4, description: 'alphanumeric, no special characters', source: '^[A-Za-z0-9]+$' },
  {
    id: 5,
    description: 'letters and digits combined',
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  },
  { id: 6, description: 'digits only', source: '^[0-9]+$' },
  {
    id: 7,
    description: 'alphanumeric with at least one uppercase letter',
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  },
  { id: 8, description: 'English letters and spaces', source: '^[A-Za-z ]+$' },
  { id: 9, description: 'no spaces', source: '^\\S+$' },
  {
    id: 10,
    description: 'Chinese characters and punctuation',
    source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$',
  },
  {
    id: 11,
    description: 'date yyyy-MM-dd',
    source: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  },
  { id: 12, description: 'letters and spaces', source: '^[\\p{L}\\p{M} ]+$' },
  {
    id: 13,
    description: 'date MM-dd-yyyy',
    source: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  },
  { id: 14, description: 'letters and digits only', source: '^[\\p{L}\\p{M}\\p{N}]+$' },
  {
    id: 15,
    description: 'Korean only',
    source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
  },
  { id: 16, description: 'Thai only', source: '^[\\u0e00-\\u0e7f]+$' },
  { id: 17, description: 'Thai or English letters and spaces', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  {
    id: 18,
    description: 'uppercase letters and spaces, at least one English letter',
    source: '^(?=.*[A-Z])[A-Z ]+$',
  },
  { id: 19, description: 'letters, digits and symbols', source: '^[\\x21-\\x7e]+$' },
  {
    id: 20,
    description: 'at least one uppercase, lowercase, digit and special symbol',
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  },
];

export function patternSource(patternId: number): string {
  const found = registerPatterns.find((p) => p.id === patternId);
  if (!found) throw new RangeError(`Unknown registration pattern ${patternId}`);
  return found.source;
}

const compiled = new Map<string, RegExp>();
function compile(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

function isRealDate(value: string, patternId: number): boolean {
  const parts = value.split('-').map(Number);
  const [year, month, day] = patternId === 11 ? parts : [parts[2] ?? NaN, parts[0] ?? NaN, parts[1] ?? NaN];
  const date = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day
  );
}

export type FieldCheck = { ok: true } | { ok: false; key: string; params: { min: number; max: number } };

/**
 * Checks one registration field against its rule: the value passes when it matches the accepted
 * pattern ('*' matches anything) and its length (in characters) is within min and max. An empty
 * value passes when the field is not required.
 */
export function checkRegisterField(rule: RegisterRule, value: string | undefined | null): FieldCheck {
  const params = { min: rule.minLength, max: rule.maxLength };
  const text = value ?? '';
  if (text === '') {
    return rule.required ? { ok: false, key: 'input_cannot_be_empty', params } : { ok: true };
  }
  const failure = { ok: false as const, key: `reg_pattern_${rule.patternId}`, params };
  const length = [...text].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return failure;
  if (rule.pattern === '*') return { ok: true };
  if (!compile(rule.pattern).test(text)) return failure;
  if ((rule.patternId === 11 || rule.patternId === 13) && !isRealDate(text, rule.patternId)) {
    return failure;
  }
  return { ok: true };
}
