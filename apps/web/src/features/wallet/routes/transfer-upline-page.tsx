import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { uplineQueryOptions } from '../api/get-upline';
import { PaymentPasswordGate } from '../components/payment-password-gate';
import { TransferForm } from '../components/transfer-form';
import { WalletLoading } from '../components/wallet-layout';
import styles from '../components/wallet.module.css';

/** transferUpline: a member sends money to its direct upline (payment password, then confirmation). */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const upline = useQuery(uplineQueryOptions());
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t('transfer_to_upline_title')}
        </h2>
        {upline.isError && !upline.data ? (
          <ErrorState error={upline.error} onRetry={() => void upline.refetch()} />
        ) : !upline.data ? (
          <WalletLoading />
        ) : !upline.data.upline ? (
          <EmptyState icon="team" title={t('no_upline')}>
            <p>{t('no_upline_text')}</p>
          </EmptyState>
        ) : (
          <>
            <dl className={styles.details}>
              <dt>{t('recipient')}</dt>
              <dd>
                {upline.data.upline.username}
                {upline.data.upline.nickname ? ` (${upline.data.upline.nickname})` : ''}
              </dd>
            </dl>
            <PaymentPasswordGate>
              <TransferForm direction="upline" recipient={upline.data.upline.username} />
            </PaymentPasswordGate>
          </>
        )}
      </section>
    </div>
  );
}
