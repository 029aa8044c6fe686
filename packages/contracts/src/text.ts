import { z } from 'zod';
import { formatMessage } from './messages.js';
import { checkText, type TextKind } from './text-rules.js';

function textCheck(kind: TextKind) {
  return z.check<string>((payload) => {
    const result = checkText(payload.value, kind);
    if (result.ok) return;
    payload.issues.push({
      code: 'custom',
      input: payload.value,
      message: formatMessage(result.key, result.params),
      params: { key: result.key, params: result.params },
    });
  });
}

/** One shared check per kind: the schema walk tells a text field by finding one of these in its checks. */
const textChecks = { line: textCheck('line'), multiline: textCheck('multiline'), name: textCheck('name') };

export interface TextOptions {
  /** line (default): one line; multiline: tab and newlines allowed too; name: the shared name rule. */
  kind?: TextKind;
  /** Trim surrounding whitespace before checking (default true; passwords and tokens pass false). */
  trim?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/**
 * The one type of every free-text request field: a string of at most `max` characters without control,
 * bidi or other invisible formatting characters (see text-rules.ts). A refused character answers 400
 * naming the field, with the message key `text_forbidden_character` (or `name_forbidden_character`).
 */
export function safeText(max: number, options: TextOptions = {}): z.ZodString {
  const string = options.error === undefined ? z.string() : z.string({ error: options.error });
  const base = options.trim === false ? string : string.trim();
  return base.check(textChecks[options.kind ?? 'line']).max(max);
}

/** A person's or an account's name: registration payee name, nickname, payout account name, downline nickname. */
export const safeName = (max: number): z.ZodString => safeText(max, { kind: 'name' });

/** The kind of text check a string schema carries, or null when it has none. */
export function textKindOf(schema: z.ZodType): TextKind | null {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  for (const kind of ['line', 'multiline', 'name'] as const) {
    if (checks.includes(textChecks[kind])) return kind;
  }
  return null;
}
