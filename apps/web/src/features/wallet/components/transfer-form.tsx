import { textProblem, toDecimalString, type TransferResult } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryOptions } from '../api/get-balance';
import { useTransfer } from '../api/transfer';
import { checkAmount, minorOf, type Problem } from '../lib/amount';
import { money } from '../lib/money';
import { useRequestKeys } from '../lib/request-key';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  fieldClasses,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { FormSuccess, TextAreaField } from './form';
import styles from './wallet.module.css';

type Field = 'toUsername' | 'amount' | 'paymentPassword' | 'remark';
const REMARK_MAX = 140;

interface TransferFormProps {
  /** downline: transferFund, the agent picks a member of its downline; upline: to the fixed upline. */
  direction: 'downline' | 'upline';
  /** The upline's username (upline), or a recipient picked from the downline list (downline). */
  recipient: string;
  onRecipient?: (username: string) => void;
}

interface PendingTransfer {
  toUsername: string;
  amount: string;
  paymentPassword: string;
  remark: string;
}

/**
 * A transfer with the payment password and a confirmation before the money moves; the same
 * idempotency key is sent again if the same transfer is retried.
 */
export function TransferForm({ direction, recipient, onRecipient }: TransferFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const requestKeys = useRequestKeys();
  const balance = useQuery(balanceQueryOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);
  const [pending, setPending] = useState<PendingTransfer | null>(null);
  const [done, setDone] = useState<TransferResult | null>(null);

  const mutation = useTransfer(direction, {
    onSuccess: (result) => {
      requestKeys.done();
      setPending(null);
      setDone(result);
      setAmount('');
      setPassword('');
      setRemark('');
    },
    onError: (error) => {
      setPending(null);
      setServerError(serverProblem(error));
      focusFirstInvalid(formRef.current);
    },
  });

  const clear = (field: Field) => {
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
    setDone(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: Partial<Record<Field, Problem>> = {};
    if (direction === 'downline' && recipient.trim() === '')
      found.toUsername = { key: 'input_cannot_be_empty' };
    const checked = checkAmount(amount, { balance: minorOf(balance.data?.balance) });
    if (!checked.ok) found.amount = checked.problem;
    if (password === '') found.paymentPassword = { key: 'withdraw_password_required' };
    const remarkProblem = textProblem(remark.trim(), 'multiline');
    if (remarkProblem) found.remark = remarkProblem;
    setProblems(found);
    setServerError(null);
    setDone(null);
    if (!checked.ok || Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending({
      toUsername: recipient.trim(),
      amount: toDecimalString(checked.minor),
      paymentPassword: password,
      remark: remark.trim(),
    });
  };

  const confirm = () => {
    if (!pending) return;
    const content = {
      direction,
      toUsername: pending.toUsername,
      amount: pending.amount,
      remark: pending.remark,
    };
    mutation.mutate({ ...pending, requestId: requestKeys.keyFor(content) });
  };

  const fields: readonly string[] = ['toUsername', 'amount', 'paymentPassword', 'remark'];
  const errorOf = (field: Field) =>
    problemText(problems[field]) ?? (serverError?.field === field ? serverError.text : null);
  const formAlert = serverError && !fields.includes(serverError.field ?? '') ? serverError.text : null;

  return (
    <>
      <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
        {direction === 'downline' && onRecipient && (
          <TextField
            label={t('recipient_username')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={recipient}
            onValue={(value) => {
              onRecipient(value);
              clear('toUsername');
            }}
            maxLength={64}
            error={errorOf('toUsername')}
          />
        )}
        <TextField
          label={t('amount')}
          prefix="৳"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={(value) => {
            setAmount(value);
            clear('amount');
          }}
          hint={
            balance.data ? t('available_balance_value', { balance: money(balance.data.balance) }) : undefined
          }
          error={errorOf('amount')}
        />
        <PasswordField
          label={t('payment_password')}
          inputMode="numeric"
          value={password}
          onValue={(value) => {
            setPassword(value);
            clear('paymentPassword');
          }}
          error={errorOf('paymentPassword')}
        />
        <TextAreaField
          label={t('remark')}
          optional
          value={remark}
          onValue={(value) => {
            setRemark(value);
            clear('remark');
          }}
          maxLength={REMARK_MAX}
          error={errorOf('remark')}
        />
        <FormAlert message={formAlert} />
        {done && (
          <FormSuccess>
            <p>
              {t('transfer_done', {
                amount: money(done.amount),
                username: done.counterparty,
                reference: done.reference,
              })}
            </p>
            <p>{t('balance_after_value', { balance: money(done.balance) })}</p>
          </FormSuccess>
        )}
        <SubmitButton busy={mutation.isPending}>{t('transfer')}</SubmitButton>
      </form>
      {pending && (
        <ConfirmDialog
          title={t('confirm_transfer')}
          confirmLabel={t('confirm_transfer_button', { amount: money(pending.amount) })}
          busy={mutation.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <dl className={styles.details}>
            <dt>{t('recipient')}</dt>
            <dd>{direction === 'downline' ? pending.toUsername : recipient}</dd>
            <dt>{t('amount')}</dt>
            <dd>{money(pending.amount)}</dd>
            {pending.remark && (
              <>
                <dt>{t('remark')}</dt>
                <dd>{pending.remark}</dd>
              </>
            )}
          </dl>
          <p className={styles.muted}>{t('transfer_confirm_text')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
