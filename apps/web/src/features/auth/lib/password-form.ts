import { checkRegisterField, type RegisterRules } from '@app/contracts';
import { anyValue, type Problem } from './register-form';

/**
 * A new password (change, forgot, reset): the operator's password rule, required, and the
 * confirmation equal to it ('inconsistent_twice'), as the server checks it.
 */
export function checkNewPassword(
  rules: RegisterRules,
  password: string,
  confirmation: string,
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  const result = checkRegisterField(
    { ...(rules.password ?? anyValue), enabled: true, required: true },
    password,
  );
  if (!result.ok) problems.newPassword = { key: result.key, params: result.params };
  if (confirmation !== password) problems.confirmNewPassword = { key: 'inconsistent_twice', params: {} };
  return problems;
}
