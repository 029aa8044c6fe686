import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { JackpotReserve } from '../../features/jackpot/components/jackpot-reserve';
import { loadChunk } from '../../lib/chunk';

const JackpotTicker = lazy(() =>
  loadChunk('jackpot-ticker', () => import('../../features/jackpot/components/jackpot-ticker')),
);

/** How long after the page shows the ticker is requested: the page's own work comes first. */
const SETTLE_MS = 1500;

/**
 * Where the jackpot ticker goes (home and the game centers). Its chunk is requested a moment after the
 * page has shown (this slot mounts with it), so it never weighs on the home route's first load; its
 * room is kept meanwhile, so nothing moves when it comes.
 */
export function JackpotSlot() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(true)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!settled) return <JackpotReserve />;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<JackpotReserve />}>
        <JackpotTicker />
      </Suspense>
    </ErrorBoundary>
  );
}
