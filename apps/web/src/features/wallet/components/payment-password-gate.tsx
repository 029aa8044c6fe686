import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { fieldClasses } from '../../../components/form-fields';
import { paymentPasswordQueryOptions } from '../api/get-payment-password-status';
import { PaymentPasswordForm } from './payment-password-form';
import { WalletLoading } from './wallet-layout';

/** Money-moving forms need a payment password: without one, setting it comes first. */
export function PaymentPasswordGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useQuery(paymentPasswordQueryOptions());
  if (status.isError && !status.data) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <WalletLoading />;
  if (status.data.hasPaymentPassword) return <>{children}</>;
  return (
    <>
      <p className={fieldClasses.notice}>{t('set_payment_password_first')}</p>
      <PaymentPasswordForm mode="set" onDone={() => undefined} />
    </>
  );
}
