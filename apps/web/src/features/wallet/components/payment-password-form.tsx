import { paymentPasswordPattern } from '@app/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPaymentPassword } from '../api/set-payment-password';
import type { Problem } from '../lib/amount';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  focusFirstInvalid,
} from '../../../components/form-fields';

type Field = 'current' | 'next' | 'confirm';

/** The problems of the payment-password form, found before sending (the server checks again). */
export function checkPaymentPasswordForm(values: Record<Field, string>): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  if (values.current === '') problems.current = { key: 'input_cannot_be_empty' };
  if (!paymentPasswordPattern.test(values.next)) problems.next = { key: 'withdraw_password_format' };
  if (values.confirm !== values.next) problems.confirm = { key: 'inconsistent_twice' };
  return problems;
}

interface PaymentPasswordFormProps {
  /** set: the first payment password, proven with the login password; change: with the old one. */
  mode: 'set' | 'change';
  onDone: () => void;
}

/** Sets or changes the payment (withdraw) password: 6 digits, entered twice. */
export function PaymentPasswordForm({ mode, onDone }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [serverError, setServerError] = useState<{ field: Field | null; text: string } | null>(null);

  const mutation = useSetPaymentPassword({
    onSuccess: onDone,
    onError: (error) => {
      const { field, text } = serverProblem(error);
      const mapped: Field | null =
        field === 'loginPassword' || field === 'oldPaymentPassword' || field === 'paymentPassword'
          ? 'current'
          : field === 'newPaymentPassword'
            ? 'next'
            : field === 'confirmPaymentPassword'
              ? 'confirm'
              : null;
      setServerError({ field: mapped, text });
      focusFirstInvalid(formRef.current);
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPaymentPasswordForm(values);
    setProblems(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(
      mode === 'set'
        ? {
            loginPassword: values.current,
            newPaymentPassword: values.next,
            confirmPaymentPassword: values.confirm,
          }
        : {
            oldPaymentPassword: values.current,
            newPaymentPassword: values.next,
            confirmPaymentPassword: values.confirm,
          },
    );
  };

  const errorOf = (field: Field) =>
    problemText(problems[field]) ?? (serverError?.field === field ? serverError.text : null);

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
      {mode === 'set' ? (
        <PasswordField
          label={t('login_password')}
          autoComplete="current-password"
          value={values.current}
          onValue={set('current')}
          error={errorOf('current')}
        />
      ) : (
        <PasswordField
          label={t('old_payment_password')}
          inputMode="numeric"
          value={values.current}
          onValue={set('current')}
          error={errorOf('current')}
        />
      )}
      <PasswordField
        label={t('new_payment_password')}
        inputMode="numeric"
        maxLength={6}
        hint={t('payment_password_rule')}
        value={values.next}
        onValue={set('next')}
        error={errorOf('next')}
      />
      <PasswordField
        label={t('confirm_payment_password')}
        inputMode="numeric"
        maxLength={6}
        value={values.confirm}
        onValue={set('confirm')}
        error={errorOf('confirm')}
      />
      <FormAlert message={serverError && serverError.field === null ? serverError.text : null} />
      <SubmitButton busy={mutation.isPending}>
        {mode === 'set' ? t('set_payment_password') : t('change_payment_password')}
      </SubmitButton>
    </form>
  );
}
