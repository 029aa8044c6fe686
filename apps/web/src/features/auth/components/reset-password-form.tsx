import type { SessionValue } from '@app/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { resetPasswordWithToken } from '../api/password';
import { useProblemText } from '../hooks/use-problem-text';
import { checkNewPassword } from '../lib/password-form';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  focusFirstInvalid,
} from '../../../components/form-fields';
import styles from './auth.module.css';

/** The e-mailed reset link (/?resetToken=...): a new password, then logged in. */
export function ResetPasswordForm({
  token,
  onLoggedIn,
}: {
  token: string;
  onLoggedIn: (value: SessionValue) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const { register: rules } = useSiteConfig().permission;
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = checkNewPassword(rules, newPassword, confirmNewPassword);
    const texts = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, problemText(problem)]),
    );
    setErrors(texts);
    setFormError(null);
    if (Object.keys(texts).length > 0) return focusFirstInvalid(formRef.current);
    setBusy(true);
    resetPasswordWithToken({ token, newPassword, confirmNewPassword })
      .then(
        (session) => {
          startSession(session);
          onLoggedIn(session);
        },
        (error: unknown) => {
          const field = error instanceof ApiError ? error.detail?.field : undefined;
          if (field === 'newPassword' || field === 'confirmNewPassword')
            setErrors({ [field]: errorText(error) });
          else setFormError(errorText(error));
          focusFirstInvalid(formRef.current);
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('reset_password_intro')}</p>
      <PasswordField
        label={t('new_password')}
        value={newPassword}
        onValue={setNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        label={t('confirm_new_password')}
        value={confirmNewPassword}
        onValue={setConfirmNewPassword}
        error={errors.confirmNewPassword}
        autoComplete="new-password"
        maxLength={128}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={busy}>{t('reset_password_submit')}</SubmitButton>
    </form>
  );
}
