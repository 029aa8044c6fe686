import type { SessionValue } from '@app/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { checkAffiliateCode, registerByMobile, registerByUsername } from '../api/register';
import { sendRegisterCode } from '../api/send-sms-code';
import { useCountryCodes, useSessionOptions } from '../api/site-options';
import { useBotCheck } from '../hooks/use-bot-check';
import { useCaptcha } from '../hooks/use-captcha';
import { useCodeSender } from '../hooks/use-code-sender';
import { useProblemText } from '../hooks/use-problem-text';
import {
  checkMobile,
  checkRegisterForm,
  registerLayout,
  registerSwitches,
  serverFieldAliases,
  type ExtraField,
  type RegisterTab,
} from '../lib/register-form';
import { CaptchaField } from './captcha-field';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { CheckboxField, PhoneField, SendCodeButton, TabPanel, Tabs } from './fields';
import { WarningDialog } from './warning-dialog';
import styles from './auth.module.css';

/** Label key and input attributes of the extra registration fields. */
const extraInputs: Record<
  ExtraField,
  {
    labelKey: string;
    secret?: boolean;
    type?: string;
    inputMode?: 'numeric' | 'email';
    autoComplete?: string;
  }
> = {
  email: { labelKey: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  payeeName: { labelKey: 'real_name', autoComplete: 'name' },
  qqNum: { labelKey: 'qq_number', inputMode: 'numeric' },
  line: { labelKey: 'line_id' },
  whatsapp: { labelKey: 'whatsapp', inputMode: 'numeric' },
  facebook: { labelKey: 'facebook' },
  wechat: { labelKey: 'wechat' },
  idNumber: { labelKey: 'id_number' },
  recommenderId: { labelKey: 'recommender_id' },
  affiliateCode: { labelKey: 'affiliate_code', autoComplete: 'off' },
  paymentPassword: {
    labelKey: 'payment_password',
    secret: true,
    inputMode: 'numeric',
    autoComplete: 'new-password',
  },
};

/** Fields the server may name in an error that the form shows. */
const formFields = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'termsAccepted',
  'ageConfirmed',
  ...Object.keys(extraInputs),
]);

interface RegisterFormProps {
  /** The inviting member's code from a /register?referralCode= link. */
  referralCode: string | null;
  onRegistered: (value: SessionValue) => void;
  onLogin: () => void;
}

/**
 * Registration by username or by mobile (tabs per REGISTER_USERNAME / REGISTER_MOBILE). Fields,
 * formats and which are required come from the operator's rules, checked here with the server's own
 * checkRegisterField before anything is sent.
 */
export function RegisterForm({ referralCode, onRegistered, onLogin }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { whitelabel, register: operatorRules } = useSiteConfig().permission;
  const switches = registerSwitches(whitelabel);
  const options = useSessionOptions();
  const countries = useCountryCodes();
  const minimumAge = options.data?.minimumAge ?? 18;

  const tabs = [
    ...(switches.usernameTab ? [{ id: 'username' as const, label: t('register_by_username') }] : []),
    ...(switches.mobileTab ? [{ id: 'mobile' as const, label: t('register_by_mobile') }] : []),
  ];
  const [chosenTab, setTab] = useState<RegisterTab | null>(null);
  const tab: RegisterTab = chosenTab ?? tabs[0]?.id ?? 'username';
  const layout = registerLayout(operatorRules, tab, switches);

  const [values, setValues] = useState<Record<string, string>>(() => ({ referralCode: referralCode ?? '' }));
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const botCheck = useBotCheck();
  const sender = useCodeSender((error) => setWarning(errorText(error)));
  const codeRef = useRef<HTMLInputElement>(null);
  const dialing = dialingCode ?? countries.data?.[0]?.countryDialingCode ?? '+880';

  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (layout.showCaptcha) refreshCaptcha({ soon: true });
  }, [layout.showCaptcha, refreshCaptcha]);

  if (tabs.length === 0) return <p className={fieldClasses.notice}>{t('register_closed')}</p>;

  const value = (field: string) => values[field] ?? '';
  const setValue = (field: string) => (next: string) => setValues((old) => ({ ...old, [field]: next }));
  const optional = (field: string) => !(layout.rules[field]?.required ?? false);

  const showErrors = (next: Record<string, string>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(formRef.current);
  };

  const sendCode = () =>
    sender.send(
      () => {
        const problem = checkMobile(layout.rules, value('mobileNum'));
        setErrors(problem ? { mobileNum: problemText(problem) } : {});
        if (problem) focusFirstInvalid(formRef.current);
        return !problem;
      },
      async () =>
        sendRegisterCode({
          countryDialingCode: dialing,
          mobileNo: value('mobileNum').trim(),
          botCheck: await botCheck.take(),
        }),
      () => codeRef.current?.focus(),
    );

  const onFailed = (error: unknown) => {
    const detail = error instanceof ApiError ? error.detail : null;
    if (layout.showCaptcha) {
      setValues((old) => ({ ...old, captcha: '' }));
      captcha.refresh({ soon: true });
    }
    if (detail?.key === 'invitation_code_error') {
      setWarning(errorText(error));
      return;
    }
    const field = detail?.field ? (serverFieldAliases[detail.field] ?? detail.field) : undefined;
    if (field && formFields.has(field)) showErrors({ [field]: errorText(error) });
    else showErrors({}, errorText(error));
  };

  const register = async () => {
    const affiliateCode = value('affiliateCode').trim();
    if (layout.extras.includes('affiliateCode') && affiliateCode !== '') {
      if (!(await checkAffiliateCode(affiliateCode, window.location.hostname))) {
        setWarning(t('invitation_code_error'));
        return;
      }
    }
    const text = (field: string) => {
      const given = value(field).trim();
      return given === '' ? undefined : given;
    };
    const secret = (field: string) => (value(field) === '' ? undefined : value(field));
    const extras = Object.fromEntries(
      layout.extras.map((field) => [field, extraInputs[field].secret ? secret(field) : text(field)]),
    );
    const common = {
      ...extras,
      ...(layout.showPassword
        ? { password: secret('password'), confirmPassword: secret('confirmPassword') }
        : {}),
      ...(layout.showMobile && text('mobileNum')
        ? {
            countryDialingCode: dialing,
            mobileNum: text('mobileNum'),
            verificationCode: text('verificationCode'),
          }
        : {}),
      ...(layout.showCaptcha && captcha.captcha && text('captcha')
        ? { captchaId: captcha.captcha.captchaId, captcha: text('captcha') }
        : {}),
      referralCode: text('referralCode'),
      domain: window.location.hostname,
      language: i18n.language,
      termsAccepted,
      ageConfirmed,
      botCheck: await botCheck.take(),
    };
    const session =
      tab === 'username'
        ? await registerByUsername({ ...common, username: text('username') })
        : await registerByMobile({ ...common, registerUrl: window.location.href, registerMethod: 'WEB' });
    startSession(session);
    onRegistered(session);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = checkRegisterForm(layout, tab, values, { termsAccepted, ageConfirmed, minimumAge });
    const texts = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, problemText(problem)]),
    );
    if (Object.keys(texts).length > 0) return showErrors(texts);
    setErrors({});
    setFormError(null);
    setBusy(true);
    register()
      .catch(onFailed)
      .finally(() => setBusy(false));
  };

  const codeField = layout.showCode && (
    <TextField
      label={t('verification_code')}
      value={value('verificationCode')}
      onValue={setValue('verificationCode')}
      error={errors.verificationCode}
      optional={tab === 'username'}
      inputRef={codeRef}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      addon={<SendCodeButton seconds={sender.seconds} busy={sender.busy} onSend={sendCode} />}
    />
  );
  const phoneField = layout.showMobile && (
    <PhoneField
      countries={countries.data ?? []}
      dialingCode={dialing}
      onDialingCode={setDialingCode}
      value={value('mobileNum')}
      onValue={setValue('mobileNum')}
      error={errors.mobileNum}
      optional={optional('mobileNum')}
    />
  );
  const passwordFields = layout.showPassword && (
    <>
      <PasswordField
        label={t('password')}
        value={value('password')}
        onValue={setValue('password')}
        error={errors.password}
        optional={optional('password')}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        label={t('confirm_password')}
        value={value('confirmPassword')}
        onValue={setValue('confirmPassword')}
        error={errors.confirmPassword}
        optional={optional('password')}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );

  return (
    <>
      <Tabs
        label={t('register_method')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setErrors({});
          setFormError(null);
        }}
        idBase={idBase}
      />
      <TabPanel idBase={idBase} selected={tab} single={tabs.length < 2}>
        <form ref={formRef} className={fieldClasses.form} onSubmit={onSubmit} noValidate>
          {tab === 'username' ? (
            <>
              <TextField
                label={t('username')}
                value={value('username')}
                onValue={setValue('username')}
                error={errors.username}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={64}
              />
              {passwordFields}
              {phoneField}
              {codeField}
            </>
          ) : (
            <>
              {phoneField}
              {codeField}
              {passwordFields}
            </>
          )}
          {layout.extras.map((field) => {
            const input = extraInputs[field];
            const props = {
              label: t(input.labelKey),
              value: value(field),
              onValue: setValue(field),
              error: errors[field],
              optional: optional(field),
              maxLength: 254,
              ...(input.inputMode ? { inputMode: input.inputMode } : {}),
              ...(input.autoComplete ? { autoComplete: input.autoComplete } : {}),
            };
            return input.secret ? (
              <PasswordField key={field} {...props} />
            ) : (
              <TextField key={field} type={input.type ?? 'text'} {...props} />
            );
          })}
          {referralCode && (
            <TextField
              label={t('referral_code')}
              value={value('referralCode')}
              onValue={setValue('referralCode')}
              optional
              autoComplete="off"
              maxLength={32}
            />
          )}
          {layout.showCaptcha && (
            <CaptchaField
              captcha={captcha.captcha}
              failed={captcha.failed}
              onRefresh={() => captcha.refresh()}
              value={value('captcha')}
              onValue={setValue('captcha')}
              error={errors.captcha}
            />
          )}
          <CheckboxField
            label={t('age_confirm', { min: minimumAge })}
            checked={ageConfirmed}
            onChecked={setAgeConfirmed}
            error={errors.ageConfirmed}
          />
          <CheckboxField
            label={t('terms_accept', { terms: t('terms_and_conditions') })}
            checked={termsAccepted}
            onChecked={setTermsAccepted}
            error={errors.termsAccepted}
          />
          <FormAlert message={formError} />
          <SubmitButton busy={busy}>{t('register_submit')}</SubmitButton>
          <div className={styles.links}>
            <button type="button" className={fieldClasses.linkButton} onClick={onLogin}>
              {t('have_account_login')}
            </button>
          </div>
        </form>
      </TabPanel>
      {warning && <WarningDialog message={warning} onClose={() => setWarning(null)} />}
    </>
  );
}
