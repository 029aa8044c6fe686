import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { FeatureMessages } from '../../../components/feature-messages';
import { loadChunk } from '../../../lib/chunk';
import { useLoginState } from '../../../lib/session';
import { RewardsLayout, RewardsLoading } from '../components/rewards-layout';
import { loadRewardMessages } from '../messages';
import { rewardPaths, type RewardPage } from '../lib/paths';

type PageModule = { default: ComponentType };
const page = (name: string, load: () => Promise<PageModule>) => lazy(() => loadChunk(name, load));

const pages: Record<RewardPage, ComponentType> = {
  rewardCenter: page('reward-center-page', () => import('./reward-center-page')),
  bonusDetails: page('bonus-details-page', () => import('./bonus-details-page')),
  manualRebate: page('manual-rebate-page', () => import('./manual-rebate-page')),
  vip: page('vip-page', () => import('./vip-page')),
  referral: page('referral-page', () => import('./referral-page')),
};

function pageAt(pathname: string): RewardPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (Object.keys(rewardPaths) as RewardPage[]).find((key) => rewardPaths[key] === path);
}

/**
 * The rewards' member-center pages (rewardCenter, bonusDetails, manualRebate, vip, referral) for
 * logged-in real accounts; the route guard sends guests to the login popup. Each page is its own chunk.
 */
export default function RewardsRoute() {
  const { pathname } = useLocation();
  const { isLogin, isTrial } = useLoginState();
  const current = pageAt(pathname);
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (!current) return <Navigate to="/member" replace />;
  const Page = pages[current];
  return (
    <FeatureMessages load={loadRewardMessages} fallback={<RewardsLoading />}>
      <RewardsLayout page={current}>
        <ErrorBoundary key={current}>
          <Suspense fallback={<RewardsLoading />}>
            <Page />
          </Suspense>
        </ErrorBoundary>
      </RewardsLayout>
    </FeatureMessages>
  );
}
