import { Suspense, lazy, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { loadChunk } from '../../lib/chunk';

const JackpotTicker = lazy(() =>
  loadChunk('jackpot-ticker', () => import('../../features/jackpot/components/jackpot-ticker')),
);

/**
 * Where the jackpot ticker goes (home and the game centers). Its chunk is requested only after the
 * page's first paint, so it never weighs on the home route's first load.
 */
export function JackpotSlot() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <JackpotTicker />
      </Suspense>
    </ErrorBoundary>
  );
}
