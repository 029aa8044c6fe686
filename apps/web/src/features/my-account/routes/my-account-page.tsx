import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useProfile } from '../api/profile';
import { IdentityCard } from '../components/identity-card';
import { KycCard } from '../components/kyc-card';
import styles from '../components/my-account.module.css';
import { PayoutAccountsCard } from '../components/payout-accounts-card';
import { ProfileCard } from '../components/profile-card';
import { loadMyAccountMessages } from '../messages';

function MyAccount() {
  const { t } = useTranslation();
  const profile = useProfile();
  const title = t('my_account');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <IdentityCard />
      {profile.isPending ? (
        <Spinner label={t('loading')} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileCard profile={profile.data} />
      )}
      <PayoutAccountsCard />
      <KycCard />
    </section>
  );
}

/** /member/myAccount: nickname, avatar, profile fields, payout accounts and identity documents. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  return (
    <FeatureMessages load={loadMyAccountMessages} fallback={<Spinner label={t('loading')} />}>
      <MyAccount />
    </FeatureMessages>
  );
}
