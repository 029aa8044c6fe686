import { parseMinor, textProblem, toDecimalString, type Deposit, type DepositChannel } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Pagination } from '../../../components/pagination';
import { Icon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { isInternalPath } from '../../../lib/links';
import { useSiteConfig } from '../../../lib/site-config';
import { useCreateDeposit } from '../api/create-deposit';
import { depositQueryOptions } from '../api/get-deposit';
import { depositChannelsQueryOptions } from '../api/get-deposit-channels';
import { depositsQueryOptions } from '../api/get-deposits';
import { walletKeys } from '../api/wallet-keys';
import { CopyButton } from '../components/copy-button';
import {
  fieldClasses,
  FormAlert,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { FormSuccess } from '../components/form';
import { DepositStatusBadge } from '../components/status-badge';
import { WalletLoading } from '../components/wallet-layout';
import styles from '../components/wallet.module.css';
import { checkAmount, minorOf, type Problem } from '../lib/amount';
import { money } from '../lib/money';
import { useRequestKeys } from '../lib/request-key';
import { useProblemText, useServerProblem } from '../lib/use-problem-text';

const QUICK_AMOUNTS = ['500', '1000', '2000', '5000', '10000'];

type Field = 'amount' | 'transactionRef' | 'payerAccount' | 'payerName';

/** Where a redirect channel's payment page is: this site's path or a web address, nothing else. */
const isSafePaymentUrl = (url: string) => isInternalPath(url) || /^https?:\/\//i.test(url);

function ChannelLimits({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  return <>{t('amount_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}</>;
}

function ReceivingAccount({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const account = channel.receivingAccount;
  if (!account) return null;
  return (
    <section aria-label={t('pay_to')} className={styles.payTo}>
      <h3 className={styles.subTitle}>{t('pay_to')}</h3>
      <dl className={styles.details}>
        {account.bankName && (
          <>
            <dt>{t('bank_name')}</dt>
            <dd>{account.bankName}</dd>
          </>
        )}
        <dt>{t('account_name')}</dt>
        <dd>{account.accountName}</dd>
        <dt>{t('account_number')}</dt>
        <dd>
          <span className={styles.mono}>{account.accountNumber}</span>
          <CopyButton text={account.accountNumber} label={t('account_number')} />
        </dd>
        {account.branch && (
          <>
            <dt>{t('branch')}</dt>
            <dd>{account.branch}</dd>
          </>
        )}
      </dl>
      {channel.instructions && <p className={styles.muted}>{channel.instructions}</p>}
    </section>
  );
}

/** The deposit id inside a reference shown to players (D000000012 -> 12), or null. */
function depositIdOf(reference: string): string | null {
  const match = /^D(\d{9,18})$/.exec(reference);
  return match?.[1] ? match[1].replace(/^0+(?=\d)/, '') : null;
}

const returnMessages = {
  pending: 'gateway_return_pending',
  credited: 'gateway_return_credited',
  failed: 'gateway_return_failed',
  rejected: 'gateway_return_rejected',
  review: 'gateway_return_review',
} as const satisfies Record<Deposit['status'], string>;

/**
 * Back from a payment gateway (?deposit=D...): the deposit's state as the server has it, refreshed
 * until the gateway has decided. What the gateway appended to the address (?result=...) is not trusted.
 */
function GatewayReturn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const reference = params.get('deposit') ?? '';
  const id = depositIdOf(reference);
  const deposit = useQuery({ ...depositQueryOptions(id ?? ''), enabled: id !== null });
  if (!id || deposit.isError) return null;
  const dismiss = () => setParams({}, { replace: true });
  const text = deposit.data
    ? t(returnMessages[deposit.data.status], { reference, amount: money(deposit.data.amount) })
    : t('gateway_return_loading', { reference });
  return (
    <div className={fieldClasses.notice} role="status">
      <div className={styles.noticeHead}>
        <p>{text}</p>
        <button type="button" className={fieldClasses.linkButton} onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}

function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const serverProblem = useServerProblem();
  const requestKeys = useRequestKeys();
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const [values, setValues] = useState<Record<Field, string>>({
    amount: '',
    transactionRef: '',
    payerAccount: '',
    payerName: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);
  const [created, setCreated] = useState<Deposit | null>(null);
  const channel = channels.find((item) => item.id === channelId) ?? channels[0];
  const manual = channel?.flow === 'manual';

  const mutation = useCreateDeposit({
    onSuccess: (deposit) => {
      requestKeys.done();
      if (deposit.paymentUrl && isSafePaymentUrl(deposit.paymentUrl)) {
        window.location.assign(deposit.paymentUrl);
        return;
      }
      setCreated(deposit);
      setValues({ amount: '', transactionRef: '', payerAccount: '', payerName: '' });
    },
    onError: (error) => {
      setServerError(serverProblem(error));
      focusFirstInvalid(formRef.current);
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setServerError(null);
    setCreated(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel || mutation.isPending) return;
    const found: Partial<Record<Field, Problem>> = {};
    const amount = checkAmount(values.amount, {
      min: minorOf(channel.minAmount),
      max: minorOf(channel.maxAmount),
    });
    if (!amount.ok) found.amount = amount.problem;
    if (manual && values.transactionRef.trim() === '')
      found.transactionRef = { key: 'transaction_ref_required' };
    const payerName = textProblem(values.payerName.trim(), 'name');
    if (manual && payerName) found.payerName = payerName;
    const payerAccount = textProblem(values.payerAccount.trim());
    if (manual && payerAccount) found.payerAccount = payerAccount;
    setProblems(found);
    setServerError(null);
    setCreated(null);
    if (!amount.ok || Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const content = {
      channelId: channel.id,
      amount: toDecimalString(amount.minor),
      ...(manual
        ? {
            transactionRef: values.transactionRef.trim(),
            ...(values.payerAccount.trim() ? { payerAccount: values.payerAccount.trim() } : {}),
            ...(values.payerName.trim() ? { payerName: values.payerName.trim() } : {}),
          }
        : {}),
    };
    mutation.mutate({ ...content, requestId: requestKeys.keyFor(content) });
  };

  const errorOf = (field: Field) =>
    problemText(problems[field]) ?? (serverError?.field === field ? serverError.text : null);
  const formAlert =
    serverError &&
    !(['amount', 'transactionRef', 'payerAccount', 'payerName'] as (string | null)[]).includes(
      serverError.field,
    )
      ? serverError.text
      : null;

  if (!channel) return <EmptyState icon="deposit" title={t('no_deposit_channels')} />;

  const quick = QUICK_AMOUNTS.filter((amount) => {
    const minor = parseMinor(amount) ?? 0n;
    return minor >= (minorOf(channel.minAmount) ?? 0n) && minor <= (minorOf(channel.maxAmount) ?? minor);
  });

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={submit} noValidate>
      <fieldset className={styles.choices} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('payment_channel')}
        </legend>
        {channels.map((item) => (
          <label key={item.id} className={styles.choice}>
            <input
              type="radio"
              name="channel"
              value={item.id}
              checked={item.id === channel.id}
              onChange={() => {
                setChannelId(item.id);
                setProblems({});
                setServerError(null);
                setCreated(null);
              }}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{item.name}</span>
              <span className={styles.choiceMeta}>
                {t(`channel_method_${item.method}`)} · <ChannelLimits channel={item} />
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {manual ? (
        <ReceivingAccount channel={channel} />
      ) : (
        <p className={fieldClasses.notice}>{channel.instructions ?? t('gateway_instructions')}</p>
      )}

      <TextField
        label={t('amount')}
        prefix="৳"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onValue={set('amount')}
        hint={<ChannelLimits channel={channel} />}
        error={errorOf('amount')}
      />
      {quick.length > 0 && (
        <ul className={styles.quick} aria-label={t('quick_amounts')}>
          {quick.map((amount) => (
            <li key={amount}>
              <button type="button" onClick={() => set('amount')(amount)}>
                {money(amount)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {manual && (
        <>
          <TextField
            label={t('transaction_ref')}
            autoComplete="off"
            value={values.transactionRef}
            onValue={set('transactionRef')}
            maxLength={64}
            hint={t('transaction_ref_hint')}
            error={errorOf('transactionRef')}
          />
          <TextField
            label={t('payer_account')}
            optional
            inputMode="tel"
            autoComplete="off"
            value={values.payerAccount}
            onValue={set('payerAccount')}
            maxLength={64}
            error={errorOf('payerAccount')}
          />
          <TextField
            label={t('payer_name')}
            optional
            autoComplete="name"
            value={values.payerName}
            onValue={set('payerName')}
            maxLength={100}
            error={errorOf('payerName')}
          />
        </>
      )}
      <FormAlert message={formAlert} />
      {created && (
        <FormSuccess>
          <p>{t('deposit_submitted', { reference: created.reference, amount: money(created.amount) })}</p>
          <p>{t('deposit_waiting_approval')}</p>
        </FormSuccess>
      )}
      <SubmitButton busy={mutation.isPending}>
        {manual ? t('submit_deposit') : t('continue_to_payment')}
      </SubmitButton>
    </form>
  );
}

function DepositItem({ deposit }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <span className={styles.orderAmount}>{money(deposit.amount)}</span>
        <DepositStatusBadge status={deposit.status} />
      </div>
      <p className={styles.orderMeta}>
        <span className={styles.mono}>{deposit.reference}</span>
        <span>{deposit.channelName}</span>
        <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt, i18n.language, timeZone)}</time>
      </p>
      {deposit.transactionRef && (
        <p className={styles.orderMeta}>{t('transaction_ref_value', { ref: deposit.transactionRef })}</p>
      )}
      {deposit.status === 'pending' && !deposit.paymentUrl && (
        <p className={styles.orderMeta}>{t('deposit_waiting_approval')}</p>
      )}
      {deposit.failureReason && (
        <p className={styles.orderMeta}>{t('failure_reason', { reason: deposit.failureReason })}</p>
      )}
      {deposit.paymentUrl && isSafePaymentUrl(deposit.paymentUrl) && (
        <div className={styles.orderActions}>
          <a href={deposit.paymentUrl} className="btn btn-secondary btn-sm">
            <Icon name="play" size={16} />
            {t('continue_payment')}
          </a>
        </div>
      )}
    </li>
  );
}

function DepositList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const deposits = useQuery(depositsQueryOptions(page));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t('my_deposits')}
        </h2>
      </div>
      {deposits.isError && !deposits.data ? (
        <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : !deposits.data ? (
        <WalletLoading />
      ) : deposits.data.list.length === 0 ? (
        <EmptyState icon="deposit" title={t('no_deposits')} />
      ) : (
        <>
          <ul className={styles.orders} aria-labelledby={headingId}>
            {deposits.data.list.map((deposit) => (
              <DepositItem key={deposit.id} deposit={deposit} />
            ))}
          </ul>
          <Pagination page={page} totalPages={deposits.data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}

/** depositv2: payment channels, a deposit form per channel kind, and the player's deposits. */
export default function DepositPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const channels = useQuery(depositChannelsQueryOptions());
  return (
    <>
      <GatewayReturn />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.cardTitle}>
            {t('make_deposit')}
          </h2>
          {channels.isError ? (
            <ErrorState
              error={channels.error}
              onRetry={() => void queryClient.invalidateQueries({ queryKey: walletKeys.depositChannels })}
            />
          ) : !channels.data ? (
            <WalletLoading size="form" />
          ) : (
            <DepositForm channels={channels.data} />
          )}
        </section>
        <DepositList />
      </div>
    </>
  );
}
