import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { Spinner } from '../../../components/loading-cover';
import { useLoginState } from '../../../lib/session';
import { GameRecordsLayout } from '../components/game-records-layout';
import { loadGameRecordMessages } from '../messages';
import { gameRecordPageAt } from '../paths';
import BetRecordsPage from './bet-records-page';
import ProfitLossPage from './profit-loss-page';

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

/**
 * The betting record (personalHistoryCopy) and personal profit and loss (personalProfit) for
 * logged-in real accounts: the route guard sends guests to the login popup and stops trial accounts,
 * and a session ending here goes home.
 */
export default function GameRecordsRoute() {
  const { pathname } = useLocation();
  const { isLogin, isTrial } = useLoginState();
  const current = gameRecordPageAt(pathname);
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (!current) return <Navigate to="/member" replace />;
  return (
    <FeatureMessages load={loadGameRecordMessages} fallback={<Loading />}>
      <GameRecordsLayout page={current}>
        {current === 'bets' ? <BetRecordsPage /> : <ProfitLossPage />}
      </GameRecordsLayout>
    </FeatureMessages>
  );
}
