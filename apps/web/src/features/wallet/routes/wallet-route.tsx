import { Suspense, lazy, use, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { loadChunk } from '../../../lib/chunk';
import { useLoginState } from '../../../lib/session';
import { WalletLayout, WalletLoading } from '../components/wallet-layout';
import { walletMessagesReady } from '../messages';
import { walletPaths, type WalletPage } from '../paths';

type PageModule = { default: ComponentType };
const page = (name: string, load: () => Promise<PageModule>) => lazy(() => loadChunk(name, load));

const pages: Record<WalletPage, ComponentType> = {
  deposit: page('deposit-page', () => import('./deposit-page')),
  withdraw: page('withdraw-page', () => import('./withdraw-page')),
  transferFund: page('transfer-fund-page', () => import('./transfer-fund-page')),
  transferUpline: page('transfer-upline-page', () => import('./transfer-upline-page')),
  records: page('records-page', () => import('./records-page')),
};

function pageAt(pathname: string): WalletPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (Object.keys(walletPaths) as WalletPage[]).find((key) => walletPaths[key] === path);
}

/**
 * A wallet page in its frame, once the wallet's messages are in. `paths` are where the frame's menu
 * links (the agent center passes its own, so its agents stay inside it).
 */
export function WalletPages({
  current,
  paths = walletPaths,
}: {
  current: WalletPage;
  paths?: Partial<Record<WalletPage, string>>;
}) {
  use(walletMessagesReady());
  const Page = pages[current];
  return (
    <WalletLayout page={current} paths={paths}>
      <ErrorBoundary key={current}>
        <Suspense fallback={<WalletLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </WalletLayout>
  );
}

/**
 * The wallet's member-center pages (depositv2, withdraw, transferFund, transferUpline,
 * transactionHistory) for logged-in real accounts; the route guard sends guests to the login popup
 * and stops trial accounts, and a session ending here goes home. Each page is its own chunk.
 */
export default function WalletRoute() {
  const { pathname } = useLocation();
  const { isLogin, isTrial } = useLoginState();
  const current = pageAt(pathname);
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  if (!current) return <Navigate to="/member" replace />;
  return (
    <Suspense fallback={<WalletLoading />}>
      <WalletPages current={current} />
    </Suspense>
  );
}
