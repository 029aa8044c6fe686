import { checkRegisterField, type RegisterRule, type RegisterRules } from '@app/contracts';

/** checkRegisterField's keys: empty required field, or the pattern's translation key. */
export type FieldProblemKey = 'input_cannot_be_empty' | `reg_pattern_${number}`;

export interface FieldProblem {
  field: string;
  key: FieldProblemKey;
  params: { min: number; max: number };
}

/** Checked elsewhere: confirmPassword must equal password; captcha against the captcha issued. */
const checkedElsewhere = new Set(['confirmPassword', 'captcha']);

const anyValue: RegisterRule = {
  enabled: true,
  required: true,
  pattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 256,
};

/**
 * The operator's rules as one registration tab applies them: fields the tab needs are enabled and
 * required (the mobile tab needs mobileNum), fields it makes optional are not required (the mobile
 * tab generates a username when none is given).
 */
export function rulesForTab(
  rules: RegisterRules,
  tab: { required: readonly string[]; optional: readonly string[] },
): RegisterRules {
  const adjusted: RegisterRules = { ...rules };
  for (const field of tab.required)
    adjusted[field] = { ...(rules[field] ?? anyValue), enabled: true, required: true };
  for (const field of tab.optional) {
    const rule = adjusted[field];
    if (rule) adjusted[field] = { ...rule, required: false };
  }
  return adjusted;
}

/**
 * The first field, in the operator's rule order, whose value breaks its rule (the same
 * checkRegisterField the web form runs). Disabled fields are ignored.
 */
export function findFieldProblem(
  rules: RegisterRules,
  values: Readonly<Record<string, string | undefined>>,
): FieldProblem | null {
  for (const [field, rule] of Object.entries(rules)) {
    if (checkedElsewhere.has(field) || !rule.enabled) continue;
    const check = checkRegisterField(rule, values[field]);
    if (!check.ok) return { field, key: check.key as FieldProblemKey, params: check.params };
  }
  return null;
}

/** One required field against its rule (any non-empty value when the operator has no rule for it). */
export function checkRequiredField(
  rule: RegisterRule | undefined,
  field: string,
  value: string,
): FieldProblem | null {
  const check = checkRegisterField({ ...(rule ?? anyValue), enabled: true, required: true }, value);
  return check.ok ? null : { field, key: check.key as FieldProblemKey, params: check.params };
}

/** A submitted value the operator collects: non-empty, and its field enabled (fields without a rule always count). */
export function collectedValue(
  rules: RegisterRules,
  values: Readonly<Record<string, string | undefined>>,
  field: string,
): string | null {
  const value = values[field];
  if (!value) return null;
  return (rules[field]?.enabled ?? true) ? value : null;
}

/** Whole years between a yyyy-MM-dd birthday and `today`, or null when it is not a real past date. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today) return null;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}
