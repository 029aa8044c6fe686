import { FeatureMessages } from '../../../components/feature-messages';
import { loadAuthMessages } from '../messages';
import type { SessionValue } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { changePassword } from '../api/password';
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

const fieldOf: Record<string, string> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmNewPassword',
};

interface ChangePasswordModalProps {
  /** The server answered a fresh login (every other session ended); it is stored already. */
  onChanged: (value: SessionValue) => void;
  /** The only other way out of the forced change. */
  onLogout: () => void;
}

/**
 * The forced change of a default or expired password: blocks the site (no close button, Escape and
 * the backdrop do nothing) until the password is changed or the visitor logs out.
 */
function ChangePasswordModalContent({ onChanged, onLogout }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const introId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { register: rules } = useSiteConfig().permission;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setValue = (field: keyof typeof values) => (next: string) =>
    setValues((old) => ({ ...old, [field]: next }));
  const showErrors = (next: Record<string, string>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: Record<string, string> = {};
    if (!values.oldPassword) problems.oldPassword = t('input_cannot_be_empty');
    const password = checkNewPassword(rules, values.newPassword, values.confirmNewPassword);
    for (const [field, problem] of Object.entries(password)) problems[field] = problemText(problem);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setFormError(null);
    setBusy(true);
    changePassword(values)
      .then(
        (session) => {
          startSession(session);
          onChanged(session);
        },
        (error: unknown) => {
          const field =
            error instanceof ApiError && error.detail?.field ? fieldOf[error.detail.field] : undefined;
          if (field) showErrors({ [field]: errorText(error) });
          else showErrors({}, errorText(error));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Modal title={t('change_password')} onClose={onLogout} dismissible={false} describedBy={introId}>
      <form
        ref={formRef}
        className={fieldClasses.form}
        onSubmit={onSubmit}
        noValidate
        data-testid="changePasswordModal"
      >
        <p id={introId} className={fieldClasses.notice}>
          {t('must_change_password')}
        </p>
        <PasswordField
          label={t('old_password')}
          value={values.oldPassword}
          onValue={setValue('oldPassword')}
          error={errors.oldPassword}
          autoComplete="current-password"
          maxLength={128}
        />
        <PasswordField
          label={t('new_password')}
          value={values.newPassword}
          onValue={setValue('newPassword')}
          error={errors.newPassword}
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label={t('confirm_new_password')}
          value={values.confirmNewPassword}
          onValue={setValue('confirmNewPassword')}
          error={errors.confirmNewPassword}
          autoComplete="new-password"
          maxLength={128}
        />
        <FormAlert message={formError} />
        <SubmitButton busy={busy}>{t('change_password_submit')}</SubmitButton>
        <div className={styles.links}>
          <button type="button" className={fieldClasses.linkButton} onClick={onLogout}>
            {t('sign_out')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** ChangePasswordModal with the sign-in forms' own messages loaded first. */
export default function ChangePasswordModal(props: ChangePasswordModalProps) {
  return (
    <FeatureMessages load={loadAuthMessages}>
      <ChangePasswordModalContent {...props} />
    </FeatureMessages>
  );
}
