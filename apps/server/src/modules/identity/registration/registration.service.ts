import {
  ModuleId,
  type AccountPolicy,
  type RegisterRule,
  type RegisterRules,
  type registerMobileSchema,
  type registerUsernameSchema,
  type SessionValue,
} from '@app/contracts';
import type { z } from 'zod';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import { moduleEnabled, requireModule } from '../../platform/system/module-toggles.js';
import { hashPassword } from '../../../lib/password-hash.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { newReadableCode } from '../../../lib/secure-token.js';
import { checkCaptcha } from '../captcha/captcha.service.js';
import {
  createMember,
  findInviter,
  isMobileTaken,
  isSupportedLanguage,
  isUsernameTaken,
  passwordColumns,
  type Member,
  type NewMemberInput,
} from '../member/member.service.js';
import { issueLogin } from '../session/login-value.service.js';
import { getRegisterRules, getSetting } from '../../platform/system/system.service.js';
import { consumeCode, verifyCode } from '../verification/verification-code.service.js';
import { resolveMobile, type SendDeps } from '../verification/verification.service.js';
import { ageOn, collectedValue, findFieldProblem, rulesForTab } from './registration-rules.js';

export type RegistrationTab = 'username' | 'mobile';
type RegisterInput = z.output<typeof registerUsernameSchema> &
  Partial<Pick<z.output<typeof registerMobileSchema>, 'registerUrl' | 'registerMethod'>>;
type FormValues = Readonly<Record<string, string | undefined>>;

const textValues = (input: RegisterInput): FormValues =>
  Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'firebaseChannel',
];

const uniqueFieldErrors: Record<string, () => Error> = {
  member_username_lower_key: () => fieldError('username', 'username_taken'),
  member_mobile_key: () => fieldError('mobileNum', 'mobile_taken'),
};

async function newUsername(deps: SendDeps): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = `m${newReadableCode(9).toLowerCase()}`;
    if (!(await isUsernameTaken(deps.db, username))) return username;
  }
  throw new Error('could not find a free username');
}

/** The captcha field, when the operator enabled it: checked if given, and required if configured. */
async function checkCaptchaField(
  deps: SendDeps,
  rule: RegisterRule | undefined,
  input: RegisterInput,
): Promise<void> {
  if (!rule?.enabled || (!rule.required && !input.captcha)) return;
  if (!input.captchaId || !input.captcha) throw fieldError('captcha', 'captcha_required');
  if (!(await checkCaptcha(deps.db, input.captchaId, input.captcha)))
    throw fieldError('captcha', 'captcha_invalid');
}

async function findUpline(
  deps: SendDeps,
  affiliateCode: string | null,
  referralCode: string | null,
): Promise<Member | null> {
  const affiliate = affiliateCode ? await findInviter(deps.db, affiliateCode, { agentOnly: true }) : null;
  if (affiliateCode && !affiliate) throw fieldError('affiliateCode', 'invitation_code_error');
  const referrer = referralCode ? await findInviter(deps.db, referralCode, { agentOnly: false }) : null;
  if (referralCode && !referrer) throw fieldError('referralCode', 'invitation_code_error');
  return affiliate ?? referrer;
}

interface Form {
  tab: RegistrationTab;
  input: RegisterInput;
  values: FormValues;
  rules: RegisterRules;
  policy: AccountPolicy;
  wantsMobile: boolean;
  smsVerification: boolean;
}

/** The operator's rules as this tab applies them, with the switches that decide which fields are needed. */
async function readForm(deps: SendDeps, tab: RegistrationTab, input: RegisterInput): Promise<Form> {
  const [operatorRules, policy, smsVerification, mobilePassword] = await Promise.all([
    getRegisterRules(deps.db),
    getSetting(deps.db, 'account_policy'),
    moduleEnabled(deps.db, ModuleId.registerSmsVerification),
    moduleEnabled(deps.db, ModuleId.registerMobilePassword),
  ]);
  const values = textValues(input);
  const tabRules = rulesForTab(
    operatorRules,
    tab === 'username'
      ? { required: ['username', 'password'], optional: [] }
      : {
          required: ['mobileNum', ...(mobilePassword ? ['password'] : [])],
          optional: ['username', ...(mobilePassword ? [] : ['password'])],
        },
  );
  const wantsMobile = collectedValue(tabRules, values, 'mobileNum') !== null;
  const needs = [
    ...(tabRules.paymentPassword?.enabled ? ['paymentPassword'] : []),
    ...(wantsMobile && smsVerification ? ['verificationCode'] : []),
  ];
  const rules = rulesForTab(tabRules, { required: needs, optional: [] });
  return { tab, input, values, rules, policy, wantsMobile, smsVerification };
}

/** Field formats, confirmation, terms and age: everything decided by the form alone. */
function checkFormFields({ input, values, rules, policy }: Form, today: Date): void {
  const problem = findFieldProblem(rules, values);
  if (problem) throw fieldError(problem.field, problem.key, problem.params);
  if (input.password && input.confirmPassword !== input.password)
    throw fieldError('confirmPassword', 'inconsistent_twice');
  if (input.termsAccepted !== true)
    throw fieldError('termsAccepted', 'agree_terms', { 0: 'Terms and Conditions' });
  if (input.ageConfirmed !== true)
    throw fieldError('ageConfirmed', 'age_consent', { min: policy.minimumAge });
  if (input.birthday && (ageOn(input.birthday, today) ?? -1) < policy.minimumAge) {
    throw fieldError('birthday', 'age_consent', { min: policy.minimumAge });
  }
}

interface Identity {
  username: string;
  mobile: string | null;
  upline: Member | null;
  codeId: string | null;
}

/** Who the new account is and who invited it; checks the captcha and the SMS code (used up later, in the transaction). */
async function checkIdentity(deps: SendDeps, form: Form): Promise<Identity> {
  const { db, config } = deps;
  const { input, rules } = form;
  const collected = (field: string) => collectedValue(rules, form.values, field);
  const mobile = form.wantsMobile
    ? await resolveMobile(db, input.countryDialingCode, input.mobileNum, 'mobileNum')
    : null;
  const username = input.username || (await newUsername(deps));
  if (await isUsernameTaken(db, username)) throw fieldError('username', 'username_taken');
  if (mobile && (await isMobileTaken(db, mobile))) throw fieldError('mobileNum', 'mobile_taken');
  const upline = await findUpline(deps, collected('affiliateCode'), collected('referralCode'));
  await checkCaptchaField(deps, rules.captcha, input);
  const codeId =
    mobile && form.smsVerification
      ? await verifyCode(
          db,
          { purpose: 'register', destination: mobile },
          input.verificationCode ?? '',
          config.SMS_CODE_MAX_ATTEMPTS,
        )
      : null;
  return { username, mobile, upline, codeId };
}

/** The member row; only values of fields the operator collects are kept. Hashing happens here, outside the transaction. */
async function newMemberRow(
  deps: SendDeps,
  form: Form,
  identity: Identity,
  client: RequestClient,
  today: Date,
): Promise<NewMemberInput> {
  const { input, rules } = form;
  const collected = (field: string) => collectedValue(rules, form.values, field);
  const profile = Object.fromEntries(
    [...profileFields, 'birthday'].flatMap((field) => {
      const value = collected(field);
      return value === null ? [] : [[field, value]];
    }),
  );
  const paymentPassword = collected('paymentPassword');
  return {
    username: identity.username,
    mobile: identity.mobile,
    email: collected('email')?.toLowerCase() ?? null,
    payee_name: collected('payeeName'),
    ...(input.password ? await passwordColumns(input.password, form.policy.defaultPassword, today) : {}),
    payment_password_hash: paymentPassword ? await hashPassword(paymentPassword) : null,
    upline_id: identity.upline?.id ?? null,
    affiliate_code: collected('affiliateCode')?.toUpperCase() ?? null,
    language: input.language && (await isSupportedLanguage(deps.db, input.language)) ? input.language : null,
    profile: JSON.stringify(profile),
    register_ip: client.ip,
    register_domain: input.domain ?? null,
    register_url: input.registerUrl ?? null,
    register_method: input.registerMethod ?? 'WEB',
    terms_accepted_at: today,
    age_confirmed_at: today,
  };
}

/**
 * Registration by username or by mobile. Every rule is checked before anything is written; the
 * account, the SMS code's use and the first session are then written in one transaction, and the
 * unique indexes on username (any case) and mobile settle any race between two identical requests.
 */
export async function register(
  deps: SendDeps,
  tab: RegistrationTab,
  input: RegisterInput,
  client: RequestClient,
): Promise<SessionValue> {
  await requireModule(deps.db, tab === 'username' ? ModuleId.registerUsername : ModuleId.registerMobile);
  if (!(await deps.adapters.botCheck.verify(input.botCheck, client.ip)))
    throw keyedError(400, 'bot_check_failed');
  const today = new Date();
  const form = await readForm(deps, tab, input);
  checkFormFields(form, today);
  const identity = await checkIdentity(deps, form);
  const row = await newMemberRow(deps, form, identity, client, today);

  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (identity.codeId) await consumeCode(trx, identity.codeId, today);
      const member = await createMember(trx, row);
      return issueLogin({ db: trx, config: deps.config }, member, {
        portal: 'member',
        client,
        method: 'register',
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    const mapped = constraint === null ? undefined : uniqueFieldErrors[constraint];
    throw mapped ? mapped() : error;
  }
}
