import type { RegisterRules } from '@app/contracts';
import { patternSource } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ageOn, collectedValue, findFieldProblem, rulesForTab } from './registration-rules.js';

const rule = (patternId: number, min: number, max: number, enabled = true, required = false) => ({
  enabled,
  required,
  pattern: patternSource(patternId),
  patternId,
  minLength: min,
  maxLength: max,
});

const rules: RegisterRules = {
  username: rule(1, 4, 16, true, true),
  password: rule(5, 6, 20, true, true),
  confirmPassword: rule(5, 6, 20, true, true),
  mobileNum: rule(6, 10, 11),
  email: rule(3, 5, 64),
  qqNum: rule(6, 5, 12, false),
  captcha: rule(4, 4, 6, true, true),
};

describe('registration field rules', () => {
  it('passes a good form and reports the first bad field in rule order with its pattern key and bounds', () => {
    expect(findFieldProblem(rules, { username: 'player1', password: 'abc123' })).toBeNull();
    expect(findFieldProblem(rules, { username: '1player', password: 'short' })).toEqual({
      field: 'username',
      key: 'reg_pattern_1',
      params: { min: 4, max: 16 },
    });
    expect(findFieldProblem(rules, { username: 'player1', password: 'lettersonly' })).toMatchObject({
      field: 'password',
      key: 'reg_pattern_5',
    });
  });

  it('requires optional fields only when configured, and ignores disabled fields', () => {
    const form = { username: 'player1', password: 'abc123' };
    expect(findFieldProblem(rules, form)).toBeNull();
    expect(findFieldProblem({ ...rules, email: { ...rules.email!, required: true } }, form)).toMatchObject({
      field: 'email',
      key: 'input_cannot_be_empty',
    });
    expect(findFieldProblem(rules, { ...form, qqNum: 'not digits' })).toBeNull();
    expect(findFieldProblem(rules, { ...form, email: 'not-an-email' })).toMatchObject({
      field: 'email',
      key: 'reg_pattern_3',
    });
  });

  it('applies a tab: needed fields become required, optional ones not, missing rules accept anything non-empty', () => {
    const mobileTab = rulesForTab(rules, {
      required: ['mobileNum', 'verificationCode'],
      optional: ['username', 'password'],
    });
    expect(findFieldProblem(mobileTab, {})).toMatchObject({
      field: 'mobileNum',
      key: 'input_cannot_be_empty',
    });
    expect(findFieldProblem(mobileTab, { mobileNum: '01712345678' })).toMatchObject({
      field: 'verificationCode',
    });
    expect(findFieldProblem(mobileTab, { mobileNum: '01712345678', verificationCode: '123456' })).toBeNull();
    expect(
      findFieldProblem(mobileTab, { mobileNum: '01712345678', verificationCode: '1', username: '1x' }),
    ).toMatchObject({
      field: 'username',
    });
  });

  it('leaves confirmation and captcha to their own checks', () => {
    expect(
      findFieldProblem(rules, { username: 'player1', password: 'abc123', confirmPassword: 'x' }),
    ).toBeNull();
  });

  it('keeps only values of enabled fields, and of fields without a rule', () => {
    expect(collectedValue(rules, { qqNum: '12345' }, 'qqNum')).toBeNull();
    expect(collectedValue(rules, { email: 'a@b.co' }, 'email')).toBe('a@b.co');
    expect(collectedValue(rules, { email: '' }, 'email')).toBeNull();
    expect(collectedValue(rules, { referralCode: 'ABC' }, 'referralCode')).toBe('ABC');
  });

  it('computes age in whole years and refuses impossible dates', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
    expect(ageOn('2030-01-01', today)).toBeNull();
    expect(ageOn('15-06-2008', today)).toBeNull();
  });
});
