import {
  checkRegisterField,
  isModuleEnabled,
  textProblem,
  ModuleId,
  type RegisterRule,
  type RegisterRules,
  type WhitelabelNode,
} from '@app/contracts';

/**
 * The registration form's rules, as the server applies them (registration.service.ts): the operator's
 * field rules of the registration settings (loaded with the permission info), adjusted per tab,
 * checked with the same checkRegisterField.
 */
export type RegisterTab = 'username' | 'mobile';

export interface RegisterSwitches {
  usernameTab: boolean;
  mobileTab: boolean;
  /** REGISTER_SMS_VERIFICATION: a given mobile number needs its SMS code. */
  smsVerification: boolean;
  /** REGISTER_MOBILE_PASSWORD: the mobile tab asks for a password. */
  mobilePassword: boolean;
}

export function registerSwitches(whitelabel: readonly WhitelabelNode[]): RegisterSwitches {
  return {
    usernameTab: isModuleEnabled(whitelabel, ModuleId.registerUsername),
    mobileTab: isModuleEnabled(whitelabel, ModuleId.registerMobile),
    smsVerification: isModuleEnabled(whitelabel, ModuleId.registerSmsVerification),
    mobilePassword: isModuleEnabled(whitelabel, ModuleId.registerMobilePassword),
  };
}

/** The server's rule for a field the operator has no rule for: anything non-empty. */
export const anyValue: RegisterRule = {
  enabled: true,
  required: true,
  pattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 256,
};

/** Fields with their own place in the form; every other enabled rule is an extra field. */
const placedFields = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'birthday',
]);

/** Extra fields the form knows how to show (the spec's register-user fields). */
export const extraFields = [
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
] as const;
export type ExtraField = (typeof extraFields)[number];
const isExtraField = (field: string): field is ExtraField =>
  (extraFields as readonly string[]).includes(field);

/** The rules of one tab: what it needs is enabled and required, what it makes optional is not required. */
export function rulesForTab(
  rules: RegisterRules,
  tab: RegisterTab,
  switches: RegisterSwitches,
): RegisterRules {
  const adjusted: RegisterRules = { ...rules };
  const require = (field: string) => {
    adjusted[field] = { ...(rules[field] ?? anyValue), enabled: true, required: true };
  };
  if (tab === 'username') {
    require('username');
    require('password');
  } else {
    require('mobileNum');
    if (switches.mobilePassword) require('password');
    const username = adjusted.username;
    if (username) adjusted.username = { ...username, enabled: false, required: false };
    if (!switches.mobilePassword) {
      for (const field of ['password', 'confirmPassword']) {
        const rule = adjusted[field];
        if (rule) adjusted[field] = { ...rule, enabled: false, required: false };
      }
    }
  }
  const paymentPassword = adjusted.paymentPassword;
  if (paymentPassword?.enabled) adjusted.paymentPassword = { ...paymentPassword, required: true };
  return adjusted;
}

export interface RegisterLayout {
  rules: RegisterRules;
  showUsername: boolean;
  showPassword: boolean;
  showMobile: boolean;
  /** The SMS code field (required when a mobile number is given). */
  showCode: boolean;
  showCaptcha: boolean;
  /** Enabled extra fields in the operator's order. */
  extras: ExtraField[];
}

export function registerLayout(
  operatorRules: RegisterRules,
  tab: RegisterTab,
  switches: RegisterSwitches,
): RegisterLayout {
  const rules = rulesForTab(operatorRules, tab, switches);
  const enabled = (field: string) => rules[field]?.enabled ?? false;
  const showMobile = enabled('mobileNum');
  return {
    rules,
    showUsername: enabled('username'),
    showPassword: enabled('password'),
    showMobile,
    showCode: showMobile && switches.smsVerification,
    showCaptcha: enabled('captcha'),
    extras: Object.keys(rules).filter(
      (field): field is ExtraField => !placedFields.has(field) && isExtraField(field) && enabled(field),
    ),
  };
}

export type RegisterValues = Record<string, string>;

export interface Problem {
  key: string;
  params: Record<string, string | number>;
}

export interface RegisterChecks {
  termsAccepted: boolean;
  ageConfirmed: boolean;
  minimumAge: number;
}

/** Every problem of the form, by field (the same order the server reports the first one in). */
export function checkRegisterForm(
  layout: RegisterLayout,
  tab: RegisterTab,
  values: RegisterValues,
  checks: RegisterChecks,
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  const { rules } = layout;
  const check = (field: string, rule: RegisterRule | undefined) => {
    const text = textProblem(values[field] ?? '', field === 'payeeName' ? 'name' : 'line');
    if (text) {
      problems[field] = text;
      return;
    }
    const result = checkRegisterField(rule ?? anyValue, values[field]);
    if (!result.ok) problems[field] = { key: result.key, params: result.params };
  };

  if (layout.showUsername) check('username', rules.username);
  if (layout.showPassword) {
    check('password', rules.password);
    if ((values.confirmPassword ?? '') !== (values.password ?? ''))
      problems.confirmPassword = { key: 'inconsistent_twice', params: {} };
  }
  if (layout.showMobile) check('mobileNum', rules.mobileNum);
  const mobileGiven = tab === 'mobile' || (values.mobileNum ?? '') !== '';
  if (layout.showCode && mobileGiven) {
    check('verificationCode', { ...(rules.verificationCode ?? anyValue), enabled: true, required: true });
  }
  for (const field of layout.extras) check(field, rules[field]);
  if (layout.showCaptcha && rules.captcha?.required && !values.captcha)
    problems.captcha = { key: 'captcha_required', params: {} };
  if (!checks.termsAccepted) problems.termsAccepted = { key: 'agree_terms', params: {} };
  if (!checks.ageConfirmed)
    problems.ageConfirmed = { key: 'age_consent', params: { min: checks.minimumAge } };
  return problems;
}

/** The mobile number check before a code is sent: the operator's mobile rule, required. */
export function checkMobile(rules: RegisterRules, value: string): Problem | null {
  const rule = rules.mobileNum;
  const result = checkRegisterField(
    rule
      ? { ...rule, enabled: true, required: true }
      : { ...anyValue, pattern: '^[0-9]+$', patternId: 6, minLength: 6, maxLength: 15 },
    value.replace(/[\s-]/g, ''),
  );
  return result.ok ? null : { key: result.key, params: result.params };
}

/** Request fields the server names differently in its errors (the SMS send's mobileNo). */
export const serverFieldAliases: Record<string, string> = { mobileNo: 'mobileNum' };
