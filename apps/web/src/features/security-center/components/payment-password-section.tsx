import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton, fieldClasses } from '../../../components/form-fields';
import { setPaymentPassword } from '../api/set-payment-password';
import { Section } from './section';
import { useFormAction } from './use-form-action';

const SIX_DIGITS = /^[0-9]{6}$/;

/** Set the payment (withdraw) password with the login password, or change it with the old one. */
export function PaymentPasswordSection({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [proof, setProof] = useState('');
  const [newPaymentPassword, setNew] = useState('');
  const [confirmPaymentPassword, setConfirm] = useState('');
  const proofField = isSet ? 'oldPaymentPassword' : 'loginPassword';
  const action = useFormAction([proofField, 'newPaymentPassword', 'confirmPaymentPassword']);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return action.setErrors({ [proofField]: t('input_cannot_be_empty') });
    if (!SIX_DIGITS.test(newPaymentPassword))
      return action.setErrors({ newPaymentPassword: t('sc_payment_password_format') });
    if (confirmPaymentPassword !== newPaymentPassword)
      return action.setErrors({ confirmPaymentPassword: t('confirmation_incorrect') });
    action.run(
      () => setPaymentPassword({ [proofField]: proof, newPaymentPassword, confirmPaymentPassword }),
      () => {
        setProof('');
        setNew('');
        setConfirm('');
        void queryClient.invalidateQueries({ queryKey: ['security'] });
      },
    );
  };

  return (
    <Section
      title={t('sc_payment_password')}
      status={isSet ? t('sc_payment_password_set') : t('sc_payment_password_not_set')}
      actionLabel={isSet ? t('sc_change') : t('sc_set')}
    >
      <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={isSet ? t('sc_old_payment_password') : t('sc_login_password')}
          value={proof}
          onValue={setProof}
          error={action.errors[proofField]}
          autoComplete={isSet ? 'off' : 'current-password'}
        />
        <PasswordField
          label={t('sc_new_payment_password')}
          value={newPaymentPassword}
          onValue={setNew}
          error={action.errors.newPaymentPassword}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
        <PasswordField
          label={t('sc_confirm_password')}
          value={confirmPaymentPassword}
          onValue={setConfirm}
          error={action.errors.confirmPaymentPassword}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
        <FormAlert message={action.formError} />
        <SubmitButton busy={action.busy}>{t('sc_save')}</SubmitButton>
      </form>
    </Section>
  );
}
