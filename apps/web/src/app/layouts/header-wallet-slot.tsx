import { Suspense, lazy, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { useLoginState } from '../../lib/session';
import styles from './header-wallet-slot.module.css';
import { headerWalletChunk } from './member-chunks';

/** The header wallet and the socket listener load only for logged-in real accounts (not on the visitor's home). */
const HeaderWallet = lazy(() => headerWalletChunk().then((module) => ({ default: module.HeaderWallet })));
const LiveNotifications = lazy(() =>
  headerWalletChunk().then((module) => ({ default: module.LiveNotifications })),
);

/** From this width the wallet sits in the header bar; below it, in a strip of its own under the bar. */
const WIDE_QUERY = '(min-width: 1024px)';

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/**
 * Where the header shows the balance and the deposit/withdraw shortcuts: `bar` (wide screens, beside
 * the account menu; also runs the live notifications) or `row` (narrow screens, under the bar).
 * Logged-out visitors and trial accounts get nothing and download nothing.
 */
export function HeaderWalletSlot({ placement }: { placement: 'bar' | 'row' }) {
  const { isLogin, isTrial } = useLoginState();
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  if (!isLogin || isTrial) return null;
  const shown = (placement === 'bar') === wide;
  if (!shown && placement === 'row') return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense
        fallback={placement === 'row' ? <div className={styles.rowReserve} aria-hidden="true" /> : null}
      >
        {shown && <HeaderWallet layout={placement} />}
        {placement === 'bar' && <LiveNotifications />}
      </Suspense>
    </ErrorBoundary>
  );
}
