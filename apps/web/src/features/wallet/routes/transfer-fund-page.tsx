import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { useLoginState } from '../../../lib/session';
import { downlinesQueryOptions } from '../api/get-downlines';
import { TextField } from '../../../components/form-fields';
import { PaymentPasswordGate } from '../components/payment-password-gate';
import { TransferForm } from '../components/transfer-form';
import { WalletLoading } from '../components/wallet-layout';
import styles from '../components/wallet.module.css';

function DownlinePicker({ selected, onPick }: { selected: string; onPick: (username: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const downlines = useQuery(downlinesQueryOptions(deferred));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('my_downlines')}
      </h2>
      <TextField
        label={t('search_downlines')}
        type="search"
        optional
        autoComplete="off"
        value={keyword}
        onValue={setKeyword}
        maxLength={64}
      />
      {downlines.isError && !downlines.data ? (
        <ErrorState error={downlines.error} onRetry={() => void downlines.refetch()} />
      ) : !downlines.data ? (
        <WalletLoading />
      ) : downlines.data.list.length === 0 ? (
        <EmptyState icon="team" title={t('no_downlines')} />
      ) : (
        <ul className={styles.orders} aria-labelledby={headingId}>
          {downlines.data.list.map((downline) => (
            <li key={downline.username} className={styles.order}>
              <div className={styles.orderHead}>
                <span className={styles.choiceTitle}>
                  {downline.username}
                  {downline.nickname ? ` (${downline.nickname})` : ''}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-pressed={selected === downline.username}
                  aria-label={t('choose_recipient', { username: downline.username })}
                  onClick={() => onPick(downline.username)}
                >
                  {t('choose')}
                </button>
              </div>
              <p className={styles.orderMeta}>{t('downline_level', { level: downline.level })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * transferFund: an agent sends money to a member of its downline (payment password, confirmation).
 * `?recipient=<username>` (the agent center's team list) fills in the recipient.
 */
export default function TransferFundPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { isAgent } = useLoginState();
  const [params] = useSearchParams();
  const [recipient, setRecipient] = useState(() => params.get('recipient')?.trim().slice(0, 64) ?? '');
  if (!isAgent) {
    return <EmptyState icon="team" title={t('transfer_fund_agents_only')} />;
  }
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t('transfer_to_downline_title')}
        </h2>
        <PaymentPasswordGate>
          <TransferForm direction="downline" recipient={recipient} onRecipient={setRecipient} />
        </PaymentPasswordGate>
      </section>
      <DownlinePicker selected={recipient} onPick={setRecipient} />
    </div>
  );
}
