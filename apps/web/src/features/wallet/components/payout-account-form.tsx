import { textProblem, type PayoutAccount, type PayoutMethod } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindPayoutAccount } from '../api/bind-payout-account';
import type { Problem } from '../lib/amount';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import styles from './wallet.module.css';

/** Mobile wallets of Bangladesh offered in the provider list. */
export const mobileWallets = ['bKash', 'Nagad', 'Rocket', 'Upay'] as const;
const ACCOUNT_NUMBER = /^[0-9+\- ]{6,34}$/;

type Field = 'provider' | 'accountName' | 'accountNumber' | 'branch' | 'paymentPassword';

export function checkPayoutAccountForm(values: Record<Field, string>): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  if (values.provider.trim() === '') problems.provider = { key: 'input_cannot_be_empty' };
  else problems.provider = textProblem(values.provider.trim()) ?? undefined;
  if (values.accountName.trim() === '') problems.accountName = { key: 'input_cannot_be_empty' };
  else problems.accountName = textProblem(values.accountName.trim(), 'name') ?? undefined;
  const branch = textProblem(values.branch.trim());
  if (branch) problems.branch = branch;
  if (!ACCOUNT_NUMBER.test(values.accountNumber.trim()))
    problems.accountNumber = { key: 'account_number_invalid' };
  if (values.paymentPassword === '') problems.paymentPassword = { key: 'withdraw_password_required' };
  return problems;
}

const empty: Record<Field, string> = {
  provider: '',
  accountName: '',
  accountNumber: '',
  branch: '',
  paymentPassword: '',
};

/** Binds a bank or mobile-wallet account to withdraw to (payment password required). */
export function PayoutAccountForm({
  onBound,
  onCancel,
}: {
  onBound: (account: PayoutAccount) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const [method, setMethod] = useState<PayoutMethod>('mobile_wallet');
  const [values, setValues] = useState<Record<Field, string>>({ ...empty, provider: mobileWallets[0] });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);

  const mutation = useBindPayoutAccount({
    onSuccess: onBound,
    onError: (error) => {
      setServerError(serverProblem(error));
      focusFirstInvalid(formRef.current);
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
  };

  const choose = (next: PayoutMethod) => {
    setMethod(next);
    setValues((current) => ({
      ...current,
      provider: next === 'mobile_wallet' ? mobileWallets[0] : '',
      branch: '',
    }));
    setProblems({});
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = checkPayoutAccountForm(values);
    setProblems(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate({
      method,
      provider: values.provider.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
      ...(method === 'bank' && values.branch.trim() ? { branch: values.branch.trim() } : {}),
      paymentPassword: values.paymentPassword,
    });
  };

  const fields: readonly string[] = ['provider', 'accountName', 'accountNumber', 'branch', 'paymentPassword'];
  const errorOf = (field: Field) =>
    problemText(problems[field]) ?? (serverError?.field === field ? serverError.text : null);
  const formAlert = serverError && !fields.includes(serverError.field ?? '') ? serverError.text : null;

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
      <fieldset className={`${styles.choices} ${styles.two}`} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('account_type')}
        </legend>
        {(['mobile_wallet', 'bank'] as const).map((item) => (
          <label key={item} className={styles.choice}>
            <input
              type="radio"
              name="payout-method"
              checked={method === item}
              onChange={() => choose(item)}
            />
            <span className={styles.choiceTitle}>{t(`channel_method_${item}`)}</span>
          </label>
        ))}
      </fieldset>
      {method === 'mobile_wallet' ? (
        <SelectField
          label={t('wallet_provider')}
          value={values.provider}
          onValue={set('provider')}
          error={errorOf('provider')}
        >
          {mobileWallets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label={t('bank_name')}
          value={values.provider}
          onValue={set('provider')}
          maxLength={64}
          error={errorOf('provider')}
        />
      )}
      <TextField
        label={t('account_name')}
        autoComplete="name"
        value={values.accountName}
        onValue={set('accountName')}
        maxLength={100}
        error={errorOf('accountName')}
      />
      <TextField
        label={method === 'mobile_wallet' ? t('wallet_number') : t('account_number')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onValue={set('accountNumber')}
        maxLength={34}
        error={errorOf('accountNumber')}
      />
      {method === 'bank' && (
        <TextField
          label={t('branch')}
          optional
          value={values.branch}
          onValue={set('branch')}
          maxLength={100}
          error={errorOf('branch')}
        />
      )}
      <PasswordField
        label={t('payment_password')}
        inputMode="numeric"
        value={values.paymentPassword}
        onValue={set('paymentPassword')}
        error={errorOf('paymentPassword')}
      />
      <FormAlert message={formAlert} />
      <SubmitButton busy={mutation.isPending}>{t('bind_account')}</SubmitButton>
      {onCancel && (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </form>
  );
}
