import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { ExclusionCard } from '../components/exclusion-card';
import { MoneyLimitsCard } from '../components/money-limits-card';
import { PlayTimeCard } from '../components/play-time-card';
import styles from '../components/responsible-gaming.module.css';
import { loadResponsibleGamingMessages } from '../messages';

function ResponsibleGaming() {
  const { t } = useTranslation();
  const state = useResponsibleGaming();
  const title = t('rg_title');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('rg_intro')}</p>
      {state.isPending ? (
        <Spinner label={t('loading')} />
      ) : state.isError ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <>
          <ExclusionCard state={state.data} />
          <MoneyLimitsCard state={state.data} />
          <PlayTimeCard
            key={`${state.data.sessionLimit?.minutes}-${state.data.realityCheckMinutes}`}
            state={state.data}
          />
        </>
      )}
    </section>
  );
}

/** /member/responsibleGaming: limits, reality check, time-out and self-exclusion. */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  return (
    <FeatureMessages load={loadResponsibleGamingMessages} fallback={<Spinner label={t('loading')} />}>
      <ResponsibleGaming />
    </FeatureMessages>
  );
}
