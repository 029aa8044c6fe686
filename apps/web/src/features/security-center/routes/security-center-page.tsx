import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useSecurityOverview } from '../api/get-security-overview';
import { DevicesSection } from '../components/devices-section';
import { EmailSection } from '../components/email-section';
import { LoginHistorySection } from '../components/login-history-section';
import { MobileSection } from '../components/mobile-section';
import { PasswordSection } from '../components/password-section';
import { PaymentPasswordSection } from '../components/payment-password-section';
import styles from '../components/security-center.module.css';
import { TotpSection } from '../components/totp-section';
import { loadSecurityMessages } from '../messages';

function SecurityCenter() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const title = t('security_center');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {overview.isPending ? (
        <Spinner label={t('loading')} />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <PasswordSection />
          <PaymentPasswordSection isSet={overview.data.hasPaymentPassword} />
          <MobileSection bound={overview.data.mobile} />
          <EmailSection email={overview.data.email} verified={overview.data.emailVerified} />
          <TotpSection enabled={overview.data.totpEnabled} codesLeft={overview.data.recoveryCodesLeft} />
          <DevicesSection />
          <LoginHistorySection />
        </>
      )}
    </section>
  );
}

/** /member/securityCenter: passwords, mobile and e-mail binding, authenticator app, devices, login history. */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  return (
    <FeatureMessages load={loadSecurityMessages} fallback={<Spinner label={t('loading')} />}>
      <SecurityCenter />
    </FeatureMessages>
  );
}
