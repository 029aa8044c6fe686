import { checkRegisterField, type RegisterRule } from '@app/contracts';

/**
 * Why a new password breaks the operator's password rule, as a message key and its parameters:
 * 'Please fill in your password with (min) - (max) characters' for its length, else 'Password format
 * is incorrect'; null when it passes (or there is no rule).
 */
export function passwordProblem(
  rule: RegisterRule | undefined,
  password: string,
): { key: 'password_length' | 'password_format'; params: { min: number; max: number } } | null {
  if (!rule) return null;
  const params = { min: rule.minLength, max: rule.maxLength };
  const length = [...password].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength))
    return { key: 'password_length', params };
  return checkRegisterField({ ...rule, enabled: true, required: true }, password).ok
    ? null
    : { key: 'password_format', params };
}
