import { toDecimalString, type PayoutAccount, type Withdrawal, type WithdrawInfo } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Pagination } from '../../../components/pagination';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { withdrawInfoQueryOptions } from '../api/get-withdraw-info';
import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { useRemovePayoutAccount } from '../api/remove-payout-account';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { FormSuccess } from '../components/form';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { PayoutAccountForm } from '../components/payout-account-form';
import { ProofThumbs } from '../components/proof-thumbs';
import { ReceiptDialog } from '../components/receipt-dialog';
import { WithdrawalStatusBadge } from '../components/status-badge';
import { WalletLoading } from '../components/wallet-layout';
import styles from '../components/wallet.module.css';
import { checkAmount, minorOf, type Problem } from '../lib/amount';
import { money } from '../lib/money';
import { useRequestKeys } from '../lib/request-key';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';

const MAX_ACCOUNTS = 5;

type Field = 'account' | 'amount' | 'paymentPassword';

const accountLabel = (account: Pick<PayoutAccount, 'provider' | 'accountNumber'>) =>
  `${account.provider} ${account.accountNumber}`;

function RemoveAccountDialog({ account, onClose }: { account: PayoutAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const serverProblem = useServerProblem();
  const problemText = useProblemText();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useRemovePayoutAccount({
    onSuccess: onClose,
    onError: (error) => setServerError(serverProblem(error).text),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem({ key: 'withdraw_password_required' });
      return;
    }
    mutation.mutate({ id: account.id, paymentPassword: password });
  };
  return (
    <Modal title={t('remove_account')} onClose={mutation.isPending ? () => undefined : onClose}>
      <form className={fieldClasses.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('remove_account_text', { account: accountLabel(account) })}</p>
        <PasswordField
          label={t('payment_password')}
          inputMode="numeric"
          value={password}
          onValue={(value) => {
            setPassword(value);
            setProblem(null);
            setServerError(null);
          }}
          error={problemText(problem) ?? serverError}
        />
        <SubmitButton busy={mutation.isPending}>{t('remove_account')}</SubmitButton>
      </form>
    </Modal>
  );
}

interface PendingRequest {
  account: PayoutAccount;
  amount: string;
  paymentPassword: string;
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const requestKeys = useRequestKeys();
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const methodOf = (item: PayoutAccount) => info.methods.find((entry) => entry.method === item.method);
  const [accountId, setAccountId] = useState(
    (info.accounts.find((item) => methodOf(item)) ?? info.accounts[0])?.id ?? '',
  );
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const account = info.accounts.find((item) => item.id === accountId) ?? info.accounts[0];
  // The limits of the chosen account's payout method (the operator sets them per method).
  const offered = account ? methodOf(account) : undefined;
  const limits = { min: offered?.minAmount ?? info.minAmount, max: offered?.maxAmount ?? info.maxAmount };
  const instructions = offered
    ? (offered.instructionsByLanguage[i18n.language] ?? offered.instructions)
    : null;

  const mutation = useCreateWithdrawal({
    onSuccess: (withdrawal) => {
      requestKeys.done();
      setPending(null);
      setCreated(withdrawal);
      setAmount('');
      setPassword('');
    },
    onError: (error) => {
      setPending(null);
      setServerError(serverProblem(error));
      focusFirstInvalid(formRef.current);
    },
  });

  const clear = () => {
    setServerError(null);
    setCreated(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: Partial<Record<Field, Problem>> = {};
    const checked = checkAmount(amount, {
      min: minorOf(limits.min),
      max: minorOf(limits.max),
      balance: minorOf(info.balance),
    });
    if (!account) found.account = { key: 'payout_account_required' };
    if (!checked.ok) found.amount = checked.problem;
    if (password === '') found.paymentPassword = { key: 'withdraw_password_required' };
    setProblems(found);
    clear();
    if (!account || !checked.ok || found.paymentPassword) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending({ account, amount: toDecimalString(checked.minor), paymentPassword: password });
  };

  const confirm = () => {
    if (!pending) return;
    const content = { payoutAccountId: pending.account.id, amount: pending.amount };
    mutation.mutate({
      ...content,
      paymentPassword: pending.paymentPassword,
      requestId: requestKeys.keyFor(content),
    });
  };

  const fieldOf = (field: string | null): Field | null =>
    field === 'payoutAccountId'
      ? 'account'
      : field === 'amount' || field === 'paymentPassword'
        ? field
        : null;
  const errorOf = (field: Field) =>
    problemText(problems[field]) ??
    (serverError && fieldOf(serverError.field) === field ? serverError.text : null);
  const formAlert = serverError && fieldOf(serverError.field) === null ? serverError.text : null;

  if (info.accounts.length === 0 || adding) {
    return (
      <div className={fieldClasses.form}>
        {info.accounts.length === 0 && <p className={fieldClasses.notice}>{t('bind_account_first')}</p>}
        <h3 className={styles.cardTitle}>{t('add_account')}</h3>
        <PayoutAccountForm
          onBound={(bound) => {
            setAccountId(bound.id);
            setAdding(false);
          }}
          onCancel={info.accounts.length > 0 ? () => setAdding(false) : undefined}
        />
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
        <fieldset
          className={styles.choices}
          aria-labelledby={legendId}
          aria-describedby={errorOf('account') ? `${legendId}-error` : undefined}
        >
          <legend id={legendId} className={styles.legend}>
            {t('withdraw_to')}
          </legend>
          {info.accounts.map((item) => (
            <div key={item.id} className={styles.row}>
              <label className={`${styles.choice} ${styles.grow}`}>
                <input
                  type="radio"
                  name="payout-account"
                  checked={item.id === account?.id}
                  disabled={!methodOf(item)}
                  onChange={() => {
                    setAccountId(item.id);
                    setProblems((current) => ({ ...current, account: undefined }));
                    clear();
                  }}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{accountLabel(item)}</span>
                  <span className={styles.choiceMeta}>
                    {t(`channel_method_${item.method}`)} · {item.accountName}
                    {item.branch ? ` · ${item.branch}` : ''}
                  </span>
                  {!methodOf(item) && (
                    <span className={styles.choiceMeta}>{t('withdrawal_method_unavailable')}</span>
                  )}
                </span>
              </label>
              <button
                type="button"
                className={`${fieldClasses.linkButton} ${styles.dangerButton}`}
                aria-label={t('remove_account_named', { account: accountLabel(item) })}
                onClick={() => setRemoving(item)}
              >
                {t('remove')}
              </button>
            </div>
          ))}
        </fieldset>
        {instructions && <p className={fieldClasses.notice}>{instructions}</p>}
        {errorOf('account') && (
          <p id={`${legendId}-error`} className={fieldClasses.error} role="alert">
            {errorOf('account')}
          </p>
        )}
        {info.accounts.length < MAX_ACCOUNTS && (
          <div>
            <button type="button" className={fieldClasses.linkButton} onClick={() => setAdding(true)}>
              {t('add_account')}
            </button>
          </div>
        )}
        <TextField
          label={t('amount')}
          prefix="৳"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={(value) => {
            setAmount(value);
            setProblems((current) => ({ ...current, amount: undefined }));
            clear();
          }}
          hint={t('withdraw_amount_hint', {
            balance: money(info.balance),
            min: money(limits.min),
            max: money(limits.max),
          })}
          error={errorOf('amount')}
        />
        <PasswordField
          label={t('payment_password')}
          inputMode="numeric"
          value={password}
          onValue={(value) => {
            setPassword(value);
            setProblems((current) => ({ ...current, paymentPassword: undefined }));
            clear();
          }}
          error={errorOf('paymentPassword')}
        />
        <FormAlert message={formAlert} />
        {created && (
          <FormSuccess>
            <p>
              {t('withdrawal_submitted', { reference: created.reference, amount: money(created.amount) })}
            </p>
            <p>{t('withdrawal_held')}</p>
          </FormSuccess>
        )}
        <SubmitButton busy={mutation.isPending}>{t('withdraw')}</SubmitButton>
      </form>
      {pending && (
        <ConfirmDialog
          title={t('confirm_withdrawal')}
          confirmLabel={t('confirm_withdraw_button', { amount: money(pending.amount) })}
          busy={mutation.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <dl className={styles.details}>
            <dt>{t('amount')}</dt>
            <dd>{money(pending.amount)}</dd>
            <dt>{t('withdraw_to')}</dt>
            <dd>
              {accountLabel(pending.account)} · {pending.account.accountName}
            </dd>
          </dl>
          <p className={styles.muted}>{t('withdrawal_confirm_text')}</p>
        </ConfirmDialog>
      )}
      {removing && <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function WithdrawalItem({
  withdrawal,
  onConfirm,
}: {
  withdrawal: Withdrawal;
  onConfirm: (w: Withdrawal) => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <span className={styles.orderAmount}>{money(withdrawal.amount)}</span>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <p className={styles.orderMeta}>
        <span className={styles.mono}>{withdrawal.reference}</span>
        <span>{accountLabel(withdrawal.account)}</span>
        <time dateTime={withdrawal.createdAt}>{when(withdrawal.createdAt)}</time>
      </p>
      {withdrawal.status === 'pending' && <p className={styles.orderMeta}>{t('withdrawal_pending_text')}</p>}
      {withdrawal.status === 'rejected' && (
        <p className={styles.orderMeta}>
          {t('withdrawal_rejected_text')}
          {withdrawal.rejectReason ? ` ${t('failure_reason', { reason: withdrawal.rejectReason })}` : ''}
        </p>
      )}
      {withdrawal.status === 'paid' && (
        <>
          <p className={styles.orderMeta}>
            {withdrawal.paidAt && t('paid_at', { time: when(withdrawal.paidAt) })}{' '}
            {withdrawal.confirmBy && t('confirm_by', { time: when(withdrawal.confirmBy) })}
          </p>
          <div className={styles.orderActions}>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={t('confirm_receipt_of', { reference: withdrawal.reference })}
              onClick={() => onConfirm(withdrawal)}
            >
              {t('confirm_receipt')}
            </button>
          </div>
        </>
      )}
      {withdrawal.receivedAmount !== null && (
        <dl className={styles.details}>
          <dt>{t('received_amount')}</dt>
          <dd>{money(withdrawal.receivedAmount)}</dd>
          <dt>{t('remaining_amount')}</dt>
          <dd>{money(withdrawal.remainingAmount)}</dd>
        </dl>
      )}
      {withdrawal.autoConfirmed && <p className={styles.orderMeta}>{t('auto_confirmed_text')}</p>}
      <ProofThumbs proofs={withdrawal.proofs} />
    </li>
  );
}

function WithdrawalList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [confirmed, setConfirmed] = useState<Withdrawal | null>(null);
  const withdrawals = useQuery(withdrawalsQueryOptions(page));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('my_withdrawals')}
      </h2>
      {confirmed && (
        <FormSuccess>
          <p>{t('receipt_saved', { reference: confirmed.reference })}</p>
        </FormSuccess>
      )}
      {withdrawals.isError && !withdrawals.data ? (
        <ErrorState error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      ) : !withdrawals.data ? (
        <WalletLoading />
      ) : withdrawals.data.list.length === 0 ? (
        <EmptyState icon="withdraw" title={t('no_withdrawals')} />
      ) : (
        <>
          <ul className={styles.orders} aria-labelledby={headingId}>
            {withdrawals.data.list.map((withdrawal) => (
              <WithdrawalItem
                key={withdrawal.id}
                withdrawal={withdrawal}
                onConfirm={(item) => {
                  setConfirmed(null);
                  setConfirming(item);
                }}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={withdrawals.data.totalPages} onChange={setPage} />
        </>
      )}
      {confirming && (
        <ReceiptDialog
          withdrawal={confirming}
          onClose={() => setConfirming(null)}
          onDone={(updated) => {
            setConfirming(null);
            setConfirmed(updated);
          }}
        />
      )}
    </section>
  );
}

/** withdraw: payment password first, bound accounts, the request (held at once), and the receipts. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const info = useQuery(withdrawInfoQueryOptions());
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t('withdraw_funds')}
        </h2>
        {info.isError && !info.data ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : !info.data ? (
          <WalletLoading />
        ) : (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>{t('available_balance')}</dt>
                <dd>{money(info.data.balance)}</dd>
              </div>
              <div>
                <dt>{t('held_for_withdrawals')}</dt>
                <dd>{money(info.data.pendingWithdrawal)}</dd>
              </div>
            </dl>
            {info.data.hasPaymentPassword ? (
              <>
                <WithdrawForm info={info.data} />
                {changed && (
                  <FormSuccess>
                    <p>{t('payment_password_changed')}</p>
                  </FormSuccess>
                )}
                <div>
                  <button
                    type="button"
                    className={fieldClasses.linkButton}
                    onClick={() => {
                      setChanged(false);
                      setChanging(true);
                    }}
                  >
                    {t('change_payment_password')}
                  </button>
                </div>
              </>
            ) : (
              <>
                <p className={fieldClasses.notice}>{t('set_payment_password_first')}</p>
                <PaymentPasswordForm mode="set" onDone={() => setChanged(false)} />
              </>
            )}
          </>
        )}
      </section>
      <WithdrawalList />
      {changing && (
        <Modal title={t('change_payment_password')} onClose={() => setChanging(false)}>
          <PaymentPasswordForm
            mode="change"
            onDone={() => {
              setChanging(false);
              setChanged(true);
            }}
          />
        </Modal>
      )}
    </div>
  );
}
