import {
  ModuleId,
  isModuleEnabled,
  type Portal,
  type SessionValue,
  type VerificationRequired,
} from '@app/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { loginWithPassword, loginWithSms } from '../api/login';
import { sendNoLoginCode } from '../api/send-sms-code';
import { useCountryCodes, useSessionOptions } from '../api/site-options';
import { useBotCheck } from '../hooks/use-bot-check';
import { useCaptcha } from '../hooks/use-captcha';
import { useCodeSender } from '../hooks/use-code-sender';
import { checkMobile } from '../lib/register-form';
import { CaptchaField } from './captcha-field';
import { ChallengeStep } from './challenge-step';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { rememberedUsername, storeRememberedUsername } from '../lib/remember-me';
import { CheckboxField, PhoneField, SendCodeButton, TabPanel, Tabs } from './fields';
import { WarningDialog } from './warning-dialog';
import styles from './auth.module.css';

type LoginTab = 'username' | 'sms';

interface LoginFormProps {
  portal: Portal;
  /** The session has started (stored already); the caller closes the popup or moves on. */
  onLoggedIn: (value: SessionValue) => void;
  onForgotPassword?: () => void;
  onRegister?: () => void;
}

/**
 * Login by username and password (captcha when the server asks for it, after failed attempts) or by
 * SMS code (module LOGIN_SMS), and the extra verification step for an unregistered IP.
 */
export function LoginForm({ portal, onLoggedIn, onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { whitelabel, register: rules } = useSiteConfig().permission;
  const smsEnabled = portal === 'member' && isModuleEnabled(whitelabel, ModuleId.loginSms);
  const options = useSessionOptions();
  const countries = useCountryCodes();

  const [tab, setTab] = useState<LoginTab>('username');
  const [username, setUsername] = useState(() => (portal === 'member' ? (rememberedUsername() ?? '') : ''));
  const [remember, setRemember] = useState(() => portal === 'member' && rememberedUsername() !== null);
  const [password, setPassword] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<VerificationRequired | null>(null);

  const captcha = useCaptcha();
  const botCheck = useBotCheck();
  const showCaptcha = tab === 'username' && (captchaAsked || options.data?.captchaAlways === true);
  const sender = useCodeSender((error) => setWarning(errorText(error)));
  const dialing = dialingCode ?? countries.data?.[0]?.countryDialingCode ?? '+880';

  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (showCaptcha) refreshCaptcha({ soon: true });
  }, [showCaptcha, refreshCaptcha]);

  const fail = (problems: Record<string, string>, message: string | null = null) => {
    setErrors(problems);
    setFormError(message);
    focusFirstInvalid(formRef.current);
  };

  const mobileProblem = () => {
    const problem = checkMobile(rules, mobile);
    return problem ? t('mobile_invalid') : null;
  };

  const finish = (value: SessionValue) => {
    startSession(value);
    onLoggedIn(value);
  };

  const onFailed = (error: unknown) => {
    const detail = error instanceof ApiError ? error.detail : null;
    if (detail?.captcha) setCaptchaAsked(true);
    // A shown captcha is used up by the attempt; a newly asked one loads when it appears.
    if (showCaptcha) {
      setCaptchaText('');
      captcha.refresh({ soon: true });
    }
    const text = errorText(error);
    if (detail?.field === 'captcha') fail({ captcha: text });
    else if (detail?.field === 'verificationCode') fail({ code: text });
    else if (detail?.field === 'mobileNum') fail({ mobile: text });
    else fail({}, text);
  };

  const submitPassword = async () => {
    const problems: Record<string, string> = {};
    if (!username.trim() || !password)
      problems[!username.trim() ? 'username' : 'password'] = t('login_required');
    if (showCaptcha && !captchaText.trim()) problems.captcha = t('captcha_required');
    if (Object.keys(problems).length > 0) return fail(problems);
    const result = await loginWithPassword({
      username: username.trim(),
      password,
      portal,
      botCheck: await botCheck.take(),
      ...(showCaptcha && captcha.captcha
        ? { captchaId: captcha.captcha.captchaId, captcha: captchaText.trim() }
        : {}),
    });
    if (portal === 'member') storeRememberedUsername(remember ? username.trim() : null);
    if (result.status === 'VERIFICATION_REQUIRED') setChallenge(result);
    else finish(result);
  };

  const submitSms = async () => {
    const problems: Record<string, string> = {};
    const bad = mobileProblem();
    if (bad) problems.mobile = bad;
    if (!code.trim()) problems.code = t('verification_code_invalid');
    if (Object.keys(problems).length > 0) return fail(problems);
    finish(
      await loginWithSms({
        countryDialingCode: dialing,
        mobileNum: mobile.trim(),
        verificationCode: code.trim(),
        portal,
      }),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setFormError(null);
    setBusy(true);
    (tab === 'username' ? submitPassword() : submitSms()).catch(onFailed).finally(() => setBusy(false));
  };

  const sendCode = () =>
    sender.send(
      () => {
        const bad = mobileProblem();
        setErrors(bad ? { mobile: bad } : {});
        if (bad) focusFirstInvalid(formRef.current);
        return !bad;
      },
      async () =>
        sendNoLoginCode(
          { countryDialingCode: dialing, mobileNo: mobile.trim(), botCheck: await botCheck.take() },
          'login',
        ),
    );

  if (challenge) {
    return (
      <ChallengeStep
        challenge={challenge}
        onLoggedIn={finish}
        onBack={(message) => {
          setChallenge(null);
          setPassword('');
          setFormError(message);
        }}
      />
    );
  }

  const tabs = [
    { id: 'username' as const, label: t('login_by_password') },
    ...(smsEnabled ? [{ id: 'sms' as const, label: t('login_by_sms') }] : []),
  ];

  return (
    <>
      <Tabs
        label={t('login_method')}
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
                value={username}
                onValue={setUsername}
                error={errors.username}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={64}
              />
              <PasswordField
                label={t('password')}
                value={password}
                onValue={setPassword}
                error={errors.password}
                autoComplete="current-password"
                maxLength={128}
              />
              {portal === 'member' && (
                <CheckboxField label={t('remember_me')} checked={remember} onChecked={setRemember} />
              )}
              {showCaptcha && (
                <CaptchaField
                  captcha={captcha.captcha}
                  failed={captcha.failed}
                  onRefresh={() => captcha.refresh()}
                  value={captchaText}
                  onValue={setCaptchaText}
                  error={errors.captcha}
                />
              )}
            </>
          ) : (
            <>
              <PhoneField
                countries={countries.data ?? []}
                dialingCode={dialing}
                onDialingCode={setDialingCode}
                value={mobile}
                onValue={setMobile}
                error={errors.mobile}
              />
              <TextField
                label={t('verification_code')}
                value={code}
                onValue={setCode}
                error={errors.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                addon={<SendCodeButton seconds={sender.seconds} busy={sender.busy} onSend={sendCode} />}
              />
            </>
          )}
          <FormAlert message={formError} />
          <SubmitButton busy={busy}>{t('login_submit')}</SubmitButton>
          {(onForgotPassword || onRegister) && (
            <div className={styles.links}>
              {onForgotPassword && (
                <button type="button" className={fieldClasses.linkButton} onClick={onForgotPassword}>
                  {t('forgot_password')}
                </button>
              )}
              {onRegister && (
                <button type="button" className={fieldClasses.linkButton} onClick={onRegister}>
                  {t('no_account_register')}
                </button>
              )}
            </div>
          )}
        </form>
      </TabPanel>
      {warning && <WarningDialog message={warning} onClose={() => setWarning(null)} />}
    </>
  );
}
