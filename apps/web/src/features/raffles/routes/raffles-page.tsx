import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useRaffleSummary } from '../api/get-raffle-summary';
import { EnvelopeRain } from '../components/envelope-rain';
import { GoldenEgg } from '../components/golden-egg';
import { JackpotBoard } from '../components/jackpot-board';
import { PrizeWheel } from '../components/prize-wheel';
import { RaffleHistory } from '../components/raffle-history';
import { loadRaffleMessages } from '../messages';
import styles from './raffles-page.module.css';

const games = ['envelope', 'egg', 'wheel', 'jackpot', 'history'] as const;
type Game = (typeof games)[number];

function Raffles() {
  const { t } = useTranslation();
  const summary = useRaffleSummary();
  const [game, setGame] = useState<Game>('envelope');
  const title = t('raffles');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.tabs} role="tablist">
        {games.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={game === key}
            className={styles.tab}
            onClick={() => setGame(key)}
          >
            {t(`rf_tab_${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {game === 'jackpot' ? (
          <JackpotBoard />
        ) : game === 'history' ? (
          <RaffleHistory />
        ) : summary.isPending ? (
          <Spinner label={t('loading')} />
        ) : summary.isError ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : game === 'envelope' ? (
          <EnvelopeRain window={summary.data.envelope} />
        ) : game === 'egg' ? (
          <GoldenEgg summary={summary.data} />
        ) : (
          <PrizeWheel summary={summary.data} />
        )}
      </div>
      <p className={styles.muted}>{t('rf_fair_note')}</p>
    </section>
  );
}

/** /member/raffles: red envelope rain, golden egg and prize wheel, for logged-in real accounts. */
export default function RafflesPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  return (
    <FeatureMessages load={loadRaffleMessages} fallback={<Spinner label={t('loading')} />}>
      <Raffles />
    </FeatureMessages>
  );
}
