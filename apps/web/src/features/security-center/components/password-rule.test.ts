import type { RegisterRule } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rule';

const rule: RegisterRule = {
  enabled: true,
  required: true,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  patternId: 5,
  minLength: 6,
  maxLength: 12,
};

describe('passwordProblem', () => {
  it('names the length first, then the format', () => {
    expect(passwordProblem(rule, 'ab1')).toEqual({ key: 'password_length', params: { min: 6, max: 12 } });
    expect(passwordProblem(rule, 'abcdefgh')).toEqual({
      key: 'password_format',
      params: { min: 6, max: 12 },
    });
    expect(passwordProblem(rule, 'abc12345')).toBeNull();
    expect(passwordProblem(undefined, 'x')).toBeNull();
  });
});
