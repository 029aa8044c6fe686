import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField, fieldClasses } from '../../../components/form-fields';
import { useSession } from '../../../lib/session';
import { bindEmail, sendBindEmailCode } from '../api/bind-email';
import { securityKey } from '../api/get-security-overview';
import { Section } from './section';
import { SendCodeButton } from './send-code-button';
import { useFormAction } from './use-form-action';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bind or replace the e-mail address, proved with a code mailed to it. */
export function EmailSection({ email: current, verified }: { email: string | null; verified: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [verificationCode, setCode] = useState('');
  const action = useFormAction(['email', 'verificationCode']);

  const checkEmail = () => {
    if (EMAIL.test(email.trim())) return true;
    action.setErrors({ email: t('sc_email_format') });
    return false;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkEmail()) return;
    if (!/^[0-9]{4,8}$/.test(verificationCode.trim()))
      return action.setErrors({ verificationCode: t('sc_code_invalid') });
    action.run(
      () => bindEmail({ email: email.trim(), verificationCode: verificationCode.trim() }),
      (overview) => {
        queryClient.setQueryData(securityKey(token), overview);
        setEmail('');
        setCode('');
      },
    );
  };

  const status = current
    ? t(verified ? 'sc_email_verified' : 'sc_email_unverified', { email: current })
    : t('sc_email_none');
  return (
    <Section title={t('sc_email')} status={status} actionLabel={current ? t('sc_change') : t('sc_bind')}>
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('sc_email_address')}
          value={email}
          onValue={setEmail}
          error={action.errors.email}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          label={t('sc_verification_code')}
          value={verificationCode}
          onValue={setCode}
          error={action.errors.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          addon={
            <SendCodeButton
              request={() => (checkEmail() ? sendBindEmailCode({ email: email.trim() }) : null)}
              onFailure={action.fail}
            />
          }
        />
        <FormAlert message={action.formError} />
        <SubmitButton busy={action.busy}>{t('sc_verify')}</SubmitButton>
      </form>
    </Section>
  );
}
