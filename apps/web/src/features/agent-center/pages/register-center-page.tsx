import { textProblem, type RegisteredDownline } from '@app/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorText } from '../../../components/feedback';
import {
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  fieldClasses,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-error';
import { useCountryCodes } from '../../../lib/country-codes';
import { messageText } from '../../../lib/message-text';
import { useAgentInfo } from '../api/get-agent-info';
import { useRegisterDownline } from '../api/register-downline';
import { AgentCard, AgentLoading, AgentPageFrame } from '../components/agent-ui';
import { ReferralLink } from '../components/referral-link';
import { memberTypeLabel } from '../lib/member-type';
import styles from '../components/agent-ui.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'type' | 'nickname' | 'smsPassword';

/** registerCenter: open a downline member or agent account, and the referral link with its QR code. */
export default function RegisterCenterPage() {
  const { t } = useTranslation();
  const info = useAgentInfo();
  return (
    <AgentPageFrame title={t('register_account')}>
      {info.isError && !info.data ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <AgentLoading />
      ) : (
        <div className={styles.grid2}>
          <RegisterForm types={info.data.allowedDownlineTypes} />
          <ReferralLink link={info.data.referralLink} code={info.data.referralCode} />
        </div>
      )}
    </AgentPageFrame>
  );
}

function RegisterForm({ types }: { types: readonly number[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegisterDownline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [type, setType] = useState(String(types[0] ?? 0));
  const countries = useCountryCodes();
  const [sendSms, setSendSms] = useState(false);
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const [mobileNo, setMobileNo] = useState('');
  const dialing = dialingCode ?? countries.data?.[0]?.countryDialingCode ?? '+880';
  // Only a password the system generates can be sent: typing one hides the choice.
  const smsWanted = sendSms && !password;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  const [sentSmsAsked, setSentSmsAsked] = useState(false);

  const serverError = register.error;
  const serverField =
    serverError instanceof ApiError && serverError.detail?.field ? (serverError.detail.field as Field) : null;
  const fieldError = (field: Field) =>
    errors[field] ?? (serverField === field ? errorText(serverError) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    const textIn = (value: string, kind: 'line' | 'name') => {
      const problem = textProblem(value, kind);
      return problem ? messageText(t, problem.key, problem.params) : undefined;
    };
    if (!username.trim()) problems.username = t('agent_field_required');
    else problems.username = textIn(username.trim(), 'line');
    problems.nickname = textIn(nickname.trim(), 'name');
    if (password && password !== confirmPassword) problems.confirmPassword = t('inconsistent_twice');
    if (smsWanted && !/^[0-9\s-]{6,20}$/.test(mobileNo.trim()))
      problems.smsPassword = t('downline_mobile_invalid');
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    register.mutate(
      {
        username: username.trim(),
        type: Number(type),
        ...(password ? { password, confirmPassword } : {}),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(smsWanted ? { smsPassword: { dialingCode: dialing, mobileNo: mobileNo.trim() } } : {}),
      },
      {
        onSuccess: (result) => {
          setCreated(result);
          setSentSmsAsked(smsWanted);
          setUsername('');
          setPassword('');
          setConfirmPassword('');
          setNickname('');
          setMobileNo('');
        },
        onError: () => focusFirstInvalid(formRef.current),
      },
    );
  };

  return (
    <AgentCard title={t('agent_open_account')}>
      <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
        <SelectField
          label={t('agent_account_type')}
          value={type}
          onValue={setType}
          error={fieldError('type')}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {memberTypeLabel(t, option)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('agent_username')}
          value={username}
          onValue={setUsername}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          error={fieldError('username')}
        />
        <PasswordField
          label={t('agent_password')}
          value={password}
          onValue={setPassword}
          optional
          autoComplete="new-password"
          maxLength={128}
          hint={t('agent_password_hint')}
          error={fieldError('password')}
        />
        <PasswordField
          label={t('agent_confirm_password')}
          value={confirmPassword}
          onValue={setConfirmPassword}
          optional
          autoComplete="new-password"
          maxLength={128}
          error={fieldError('confirmPassword')}
        />
        {!password && (
          <label className={styles.check}>
            <input type="checkbox" checked={sendSms} onChange={(event) => setSendSms(event.target.checked)} />
            {t('agent_send_password_sms')}
          </label>
        )}
        {smsWanted && (
          <>
            <SelectField label={t('agent_country_code')} value={dialing} onValue={setDialingCode}>
              {(countries.data ?? [{ countryCode: '', countryDialingCode: dialing, name: '' }]).map(
                (country) => (
                  <option
                    key={`${country.countryCode}${country.countryDialingCode}`}
                    value={country.countryDialingCode}
                  >
                    {country.countryCode
                      ? `${country.countryCode} ${country.countryDialingCode}`
                      : country.countryDialingCode}
                  </option>
                ),
              )}
            </SelectField>
            <TextField
              label={t('agent_sms_mobile')}
              value={mobileNo}
              onValue={setMobileNo}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              error={fieldError('smsPassword')}
            />
          </>
        )}
        <TextField
          label={t('agent_nickname')}
          value={nickname}
          onValue={setNickname}
          optional
          maxLength={32}
          error={fieldError('nickname')}
        />
        <FormAlert message={register.isError && !serverField ? errorText(serverError) : null} />
        {created && (
          <p className={styles.success} role="status">
            {t(
              created.password
                ? 'agent_account_created_password'
                : created.mustChangePassword
                  ? 'agent_account_created_default'
                  : 'agent_account_created',
              { username: created.username, type: memberTypeLabel(t, created.type) },
            )}
          </p>
        )}
        {created?.password && (
          // Shown once: the server keeps only its hash.
          <p className={styles.success}>
            {t('agent_generated_password')}{' '}
            <strong data-testid="generated-password">{created.password}</strong>
          </p>
        )}
        {created?.smsSentTo && (
          <p className={styles.success} data-testid="password-sms-sent">
            {t('agent_password_sms_sent', { mobile: created.smsSentTo })}
          </p>
        )}
        {created?.password && created.smsSentTo === null && sentSmsAsked && (
          <p className={styles.error} role="alert">
            {t('agent_password_sms_failed')}
          </p>
        )}
        <SubmitButton busy={register.isPending}>{t('agent_open_account_submit')}</SubmitButton>
      </form>
    </AgentCard>
  );
}
