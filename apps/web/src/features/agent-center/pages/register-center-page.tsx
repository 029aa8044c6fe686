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
import { messageText } from '../../../lib/message-text';
import { useAgentInfo } from '../api/get-agent-info';
import { useRegisterDownline } from '../api/register-downline';
import { AgentCard, AgentLoading, AgentPageFrame } from '../components/agent-ui';
import { ReferralLink } from '../components/referral-link';
import { memberTypeLabel } from '../lib/member-type';
import styles from '../components/agent-ui.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'type' | 'nickname';

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<RegisteredDownline | null>(null);

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
      },
      {
        onSuccess: (result) => {
          setCreated(result);
          setUsername('');
          setPassword('');
          setConfirmPassword('');
          setNickname('');
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
            {t(created.mustChangePassword ? 'agent_account_created_default' : 'agent_account_created', {
              username: created.username,
              type: memberTypeLabel(t, created.type),
            })}
          </p>
        )}
        <SubmitButton busy={register.isPending}>{t('agent_open_account_submit')}</SubmitButton>
      </form>
    </AgentCard>
  );
}
