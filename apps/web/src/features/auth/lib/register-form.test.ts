import type { RegisterRules } from '@app/contracts';
import { patternSource } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-form';
import {
  checkMobile,
  checkRegisterForm,
  registerLayout,
  registerSwitches,
  type RegisterSwitches,
} from './register-form';

const rule = (patternId: number, minLength: number, maxLength: number, enabled = true, required = false) => ({
  enabled,
  required,
  pattern: patternSource(patternId),
  patternId,
  minLength,
  maxLength,
});

// The seeded operator rules (apps/server/src/seed/system-defaults.ts), in their order.
const rules: RegisterRules = {
  username: rule(1, 4, 16, true, true),
  password: rule(5, 6, 20, true, true),
  confirmPassword: rule(5, 6, 20, true, true),
  mobileNum: rule(6, 10, 11),
  verificationCode: rule(6, 6, 6),
  email: rule(3, 5, 64),
  payeeName: rule(12, 2, 50, false),
  affiliateCode: rule(4, 4, 20),
  captcha: rule(4, 4, 6, false),
  paymentPassword: rule(6, 6, 6, false),
};

const all: RegisterSwitches = {
  usernameTab: true,
  mobileTab: true,
  smsVerification: true,
  mobilePassword: true,
};
const consents = { termsAccepted: true, ageConfirmed: true, minimumAge: 18 };

describe('registration form rules', () => {
  it('reads the tabs and switches from the whitelabel tree', () => {
    const node = (modId: string, enabled: '0' | '1', childrenNodes = []) => ({
      modId,
      enabled,
      childrenNodes,
    });
    const tree = [
      {
        modId: 'REGISTER',
        enabled: '1' as const,
        childrenNodes: [node('REGISTER_USERNAME', '0'), node('REGISTER_MOBILE', '1')],
      },
    ];
    expect(registerSwitches(tree)).toEqual({
      usernameTab: false,
      mobileTab: true,
      smsVerification: false,
      mobilePassword: false,
    });
  });

  it('shows the enabled optional fields and hides the disabled ones', () => {
    const layout = registerLayout(rules, 'username', all);
    expect(layout).toMatchObject({
      showUsername: true,
      showPassword: true,
      showMobile: true,
      showCode: true,
    });
    expect(layout.showCaptcha).toBe(false);
    expect(layout.extras).toEqual(['email', 'affiliateCode']);
    expect(layout.rules.email?.required).toBe(false);
  });

  it('requires the mobile on the mobile tab, with its code, and no username', () => {
    const layout = registerLayout(rules, 'mobile', all);
    expect(layout.showUsername).toBe(false);
    const problems = checkRegisterForm(layout, 'mobile', {}, consents);
    expect(Object.keys(problems)).toEqual(['password', 'mobileNum', 'verificationCode']);
    expect(problems.mobileNum).toEqual({ key: 'input_cannot_be_empty', params: { min: 10, max: 11 } });
    expect(registerLayout(rules, 'mobile', { ...all, mobilePassword: false }).showPassword).toBe(false);
  });

  it('answers the pattern key with min and max, the confirmation, the terms and the age', () => {
    const layout = registerLayout(rules, 'username', all);
    const problems = checkRegisterForm(
      layout,
      'username',
      { username: '9lives', password: 'abc', confirmPassword: 'abd', email: 'not-mail' },
      { termsAccepted: false, ageConfirmed: false, minimumAge: 21 },
    );
    expect(problems).toEqual({
      username: { key: 'reg_pattern_1', params: { min: 4, max: 16 } },
      password: { key: 'reg_pattern_5', params: { min: 6, max: 20 } },
      confirmPassword: { key: 'inconsistent_twice', params: {} },
      email: { key: 'reg_pattern_3', params: { min: 5, max: 64 } },
      termsAccepted: { key: 'agree_terms', params: {} },
      ageConfirmed: { key: 'age_consent', params: { min: 21 } },
    });
  });

  it('refuses control and bidi characters before the pattern, and the name rule for the payee name', () => {
    const layout = registerLayout({ ...rules, payeeName: rule(0, 1, 50) }, 'username', all);
    const problems = checkRegisterForm(
      layout,
      'username',
      { username: 'abc\u0000d', password: 'abc123', confirmPassword: 'abc123', payeeName: 'Rahim <b>' },
      consents,
    );
    expect(problems).toEqual({
      username: { key: 'text_forbidden_character', params: { char: 'U+0000' } },
      payeeName: { key: 'name_forbidden_character', params: { char: 'U+003C' } },
    });
    const bengali = checkRegisterForm(
      layout,
      'username',
      { username: 'abcd', password: 'abc123', confirmPassword: 'abc123', payeeName: 'র\u200D্যাব' },
      consents,
    );
    expect(bengali).toEqual({});
  });

  it('needs the SMS code on the username tab only when a mobile number is given', () => {
    const layout = registerLayout(rules, 'username', all);
    const base = { username: 'rahim01', password: 'Secret123', confirmPassword: 'Secret123' };
    expect(checkRegisterForm(layout, 'username', base, consents)).toEqual({});
    expect(
      Object.keys(checkRegisterForm(layout, 'username', { ...base, mobileNum: '1712345678' }, consents)),
    ).toEqual(['verificationCode']);
  });

  it('requires a shown payment password and checks the mobile before a code is sent', () => {
    const withPayment = { ...rules, paymentPassword: rule(6, 6, 6, true, false) };
    expect(registerLayout(withPayment, 'username', all).rules.paymentPassword?.required).toBe(true);
    expect(checkMobile(rules, '')?.key).toBe('input_cannot_be_empty');
    expect(checkMobile(rules, '12ab')?.key).toBe('reg_pattern_6');
    expect(checkMobile(rules, '01712-345678')).toBeNull();
    expect(checkMobile({}, '1712345')).toBeNull();
  });

  it('checks a new password with the password rule and its confirmation', () => {
    expect(checkNewPassword(rules, 'Secret123', 'Secret123')).toEqual({});
    expect(checkNewPassword(rules, 'short', 'other')).toEqual({
      newPassword: { key: 'reg_pattern_5', params: { min: 6, max: 20 } },
      confirmNewPassword: { key: 'inconsistent_twice', params: {} },
    });
  });
});
