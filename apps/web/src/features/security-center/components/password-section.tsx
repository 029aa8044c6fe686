import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { startSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { useRegisterRules } from '../api/get-register-rules';
import { passwordProblem } from './password-rule';
import { Section } from './section';
import { useFormAction } from './use-form-action';

/** Change the login password: old, new and confirmation; every other device is signed out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const action = useFormAction(['oldPassword', 'newPassword', 'confirmNewPassword']);
  const rules = useRegisterRules();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !oldPassword ? 'oldPassword' : !newPassword ? 'newPassword' : null;
    if (missing) return action.setErrors({ [missing]: t('input_cannot_be_empty') });
    const problem = passwordProblem(rules.data?.password, newPassword);
    if (problem) return action.setErrors({ newPassword: t(problem.key, problem.params) });
    if (confirmNewPassword !== newPassword)
      return action.setErrors({ confirmNewPassword: t('confirmation_incorrect') });
    action.run(
      () => changePassword({ oldPassword, newPassword, confirmNewPassword }),
      (session) => {
        startSession(session);
        setOld('');
        setNew('');
        setConfirm('');
        setDone(true);
      },
    );
  };

  return (
    <Section
      title={t('sc_login_password')}
      status={done ? t('sc_password_changed') : t('sc_password_hint')}
      actionLabel={t('sc_change')}
    >
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('sc_old_password')}
          value={oldPassword}
          onValue={setOld}
          error={action.errors.oldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('sc_new_password')}
          value={newPassword}
          onValue={setNew}
          error={action.errors.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('sc_confirm_password')}
          value={confirmNewPassword}
          onValue={setConfirm}
          error={action.errors.confirmNewPassword}
          autoComplete="new-password"
        />
        <FormAlert message={action.formError} />
        <SubmitButton busy={action.busy}>{t('sc_save')}</SubmitButton>
      </form>
    </Section>
  );
}
