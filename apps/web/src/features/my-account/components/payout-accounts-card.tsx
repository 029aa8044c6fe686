import { payoutMethods, type PayoutAccount, type PayoutMethod } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/feedback';
import {
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  fieldClasses,
} from '../../../components/form-fields';
import { Spinner } from '../../../components/loading-cover';
import { useSession } from '../../../lib/session';
import {
  addPayoutAccount,
  payoutAccountsKey,
  removePayoutAccount,
  usePayoutAccounts,
} from '../api/payout-accounts';
import styles from './my-account.module.css';
import { useSave } from './use-save';

function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayoutMethod>('mobile_wallet');
  const [values, setValues] = useState({
    provider: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const save = useSave();
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const empty = (Object.keys(values) as (keyof typeof values)[]).find((field) => !values[field].trim());
    if (empty) return save.setErrors({ [empty]: t('input_cannot_be_empty') });
    save.run(() => addPayoutAccount({ method, ...values }), onAdded);
  };

  return (
    <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('ma_payout_method')}
        value={method}
        onValue={(value) => setMethod(value as PayoutMethod)}
      >
        {payoutMethods.map((option) => (
          <option key={option} value={option}>
            {t(`ma_method_${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('ma_provider')}
        value={values.provider}
        onValue={set('provider')}
        error={save.errors.provider}
        maxLength={64}
      />
      <TextField
        label={t('ma_account_name')}
        value={values.accountName}
        onValue={set('accountName')}
        error={save.errors.accountName}
        maxLength={100}
      />
      <TextField
        label={t('ma_account_number')}
        value={values.accountNumber}
        onValue={set('accountNumber')}
        error={save.errors.accountNumber}
        inputMode="numeric"
        maxLength={34}
      />
      <PasswordField
        label={t('ma_payment_password')}
        value={values.paymentPassword}
        onValue={set('paymentPassword')}
        error={save.errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormAlert message={save.formError} />
      <SubmitButton busy={save.busy}>{t('ma_add_account')}</SubmitButton>
    </form>
  );
}

/** Bank and mobile-wallet accounts withdrawals go to: listed, added and removed with the payment password. */
export function PayoutAccountsCard() {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const [password, setPassword] = useState('');
  const remove = useSave();
  const reload = () => void queryClient.invalidateQueries({ queryKey: payoutAccountsKey(token) });

  return (
    <section className={styles.card} aria-labelledby="ma-payout">
      <h2 id="ma-payout" className={styles.cardTitle}>
        {t('ma_payout_accounts')}
      </h2>
      {accounts.isPending ? (
        <Spinner label={t('loading')} />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <EmptyState title={t('ma_no_accounts')} />
      ) : (
        <ul className={styles.accounts}>
          {accounts.data.map((account) => (
            <li key={account.id} className={styles.account}>
              <span>
                {account.provider} · {account.accountNumber}
                <br />
                <span className={styles.muted}>{account.accountName}</span>
              </span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setRemoving(account)}>
                {t('ma_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddAccountForm
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
          {t('ma_add_account')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          title={t('ma_remove_title')}
          confirmLabel={t('ma_remove')}
          busy={remove.busy}
          error={remove.formError ?? remove.errors.paymentPassword}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.run(
              () => removePayoutAccount(removing.id, password),
              () => {
                setRemoving(null);
                setPassword('');
                reload();
              },
            )
          }
        >
          <p>{t('ma_remove_text', { account: `${removing.provider} ${removing.accountNumber}` })}</p>
          <PasswordField
            label={t('ma_payment_password')}
            value={password}
            onValue={setPassword}
            inputMode="numeric"
            autoComplete="off"
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
