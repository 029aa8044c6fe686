import { checkRegisterField, type SessionValue } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { requestPasswordEmail, resetPasswordByPhone } from '../api/password';
import { sendNoLoginCode } from '../api/send-sms-code';
import { useCountryCodes } from '../api/site-options';
import { useBotCheck } from '../hooks/use-bot-check';
import { useCodeSender } from '../hooks/use-code-sender';
import { useProblemText } from '../hooks/use-problem-text';
import { checkNewPassword } from '../lib/password-form';
import { anyValue, checkMobile } from '../lib/register-form';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { PhoneField, SendCodeButton, TabPanel, Tabs } from './fields';
import { WarningDialog } from './warning-dialog';
import styles from './auth.module.css';

type ForgotTab = 'email' | 'phone';

/** Request fields the server's errors name, as this form's fields. */
const fieldOf: Record<string, string> = {
  username: 'username',
  email: 'email',
  mobileNum: 'mobileNum',
  mobileNo: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmNewPassword',
};

/**
 * Forgot password: by username and e-mail (a reset link is mailed; the same confirmation shows
 * whether or not they match), or by phone (SMS code and a new password, then logged in).
 */
export function ForgotPasswordForm({ onLoggedIn }: { onLoggedIn: (value: SessionValue) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { register: rules } = useSiteConfig().permission;
  const countries = useCountryCodes();

  const [tab, setTab] = useState<ForgotTab>('phone');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sender = useCodeSender((error) => setWarning(errorText(error)));
  const botCheck = useBotCheck();
  const dialing = dialingCode ?? countries.data?.[0]?.countryDialingCode ?? '+880';

  const value = (field: string) => values[field] ?? '';
  const setValue = (field: string) => (next: string) => setValues((old) => ({ ...old, [field]: next }));

  const showErrors = (next: Record<string, string>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(formRef.current);
  };

  const mobileError = () => (checkMobile(rules, value('mobileNum')) ? t('mobile_invalid') : null);

  const onFailed = (error: unknown) => {
    const field = error instanceof ApiError && error.detail?.field ? fieldOf[error.detail.field] : undefined;
    if (field) showErrors({ [field]: errorText(error) });
    else showErrors({}, errorText(error));
  };

  const checkEmailTab = (): Record<string, string> => {
    const problems: Record<string, string> = {};
    if (!value('username').trim()) problems.username = t('input_cannot_be_empty');
    const email = checkRegisterField(
      { ...(rules.email ?? anyValue), enabled: true, required: true },
      value('email').trim(),
    );
    if (!email.ok) problems.email = problemText(email);
    return problems;
  };

  const checkPhoneTab = (): Record<string, string> => {
    const problems: Record<string, string> = {};
    const mobile = mobileError();
    if (mobile) problems.mobileNum = mobile;
    if (!value('verificationCode').trim()) problems.verificationCode = t('verification_code_invalid');
    const password = checkNewPassword(rules, value('newPassword'), value('confirmNewPassword'));
    for (const [field, problem] of Object.entries(password)) problems[field] = problemText(problem);
    return problems;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = tab === 'email' ? checkEmailTab() : checkPhoneTab();
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setFormError(null);
    setSentMessage(null);
    setBusy(true);
    const request =
      tab === 'email'
        ? requestPasswordEmail({ username: value('username').trim(), email: value('email').trim() }).then(
            () => setSentMessage(t('password_reset_sent')),
          )
        : resetPasswordByPhone({
            countryDialingCode: dialing,
            mobileNum: value('mobileNum').trim(),
            verificationCode: value('verificationCode').trim(),
            newPassword: value('newPassword'),
            confirmNewPassword: value('confirmNewPassword'),
          }).then((session) => {
            startSession(session);
            onLoggedIn(session);
          });
    request.catch(onFailed).finally(() => setBusy(false));
  };

  const sendCode = () =>
    sender.send(
      () => {
        const mobile = mobileError();
        setErrors(mobile ? { mobileNum: mobile } : {});
        if (mobile) focusFirstInvalid(formRef.current);
        return !mobile;
      },
      async () =>
        sendNoLoginCode(
          {
            countryDialingCode: dialing,
            mobileNo: value('mobileNum').trim(),
            botCheck: await botCheck.take(),
          },
          'resetPassword',
        ),
      () => codeRef.current?.focus(),
    );

  const tabs = [
    { id: 'phone' as const, label: t('forgot_by_phone') },
    { id: 'email' as const, label: t('forgot_by_email') },
  ];

  return (
    <>
      <Tabs
        label={t('forgot_method')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setErrors({});
          setFormError(null);
          setSentMessage(null);
        }}
        idBase={idBase}
      />
      <TabPanel idBase={idBase} selected={tab} single={false}>
        <form ref={formRef} className={fieldClasses.form} onSubmit={onSubmit} noValidate>
          {tab === 'email' ? (
            <>
              <p className={styles.intro}>{t('forgot_email_intro')}</p>
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
              <TextField
                label={t('email')}
                type="email"
                inputMode="email"
                value={value('email')}
                onValue={setValue('email')}
                error={errors.email}
                autoComplete="email"
                maxLength={254}
              />
            </>
          ) : (
            <>
              <p className={styles.intro}>{t('forgot_phone_intro')}</p>
              <PhoneField
                countries={countries.data ?? []}
                dialingCode={dialing}
                onDialingCode={setDialingCode}
                value={value('mobileNum')}
                onValue={setValue('mobileNum')}
                error={errors.mobileNum}
              />
              <TextField
                label={t('verification_code')}
                value={value('verificationCode')}
                onValue={setValue('verificationCode')}
                error={errors.verificationCode}
                inputRef={codeRef}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                addon={<SendCodeButton seconds={sender.seconds} busy={sender.busy} onSend={sendCode} />}
              />
              <PasswordField
                label={t('new_password')}
                value={value('newPassword')}
                onValue={setValue('newPassword')}
                error={errors.newPassword}
                autoComplete="new-password"
                maxLength={128}
              />
              <PasswordField
                label={t('confirm_new_password')}
                value={value('confirmNewPassword')}
                onValue={setValue('confirmNewPassword')}
                error={errors.confirmNewPassword}
                autoComplete="new-password"
                maxLength={128}
              />
            </>
          )}
          <FormAlert message={formError} />
          {sentMessage && (
            <p className={fieldClasses.notice} role="status">
              {sentMessage}
            </p>
          )}
          <SubmitButton busy={busy}>
            {tab === 'email' ? t('send_reset_link') : t('reset_password_submit')}
          </SubmitButton>
        </form>
      </TabPanel>
      {warning && <WarningDialog message={warning} onClose={() => setWarning(null)} />}
    </>
  );
}
