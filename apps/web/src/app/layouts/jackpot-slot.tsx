import { Suspense, lazy, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { loadChunk } from '../../lib/chunk';

const JackpotTicker = lazy(() =>
  loadChunk('jackpot-ticker', () => import('../../features/jackpot/components/jackpot-ticker')),
);

/** How long after the page's heading the ticker is requested: the page's own work comes first. */
const SETTLE_MS = 1500;

/** Calls `ready` a moment after the page in <main> has painted its heading (its content is in). */
function afterPageHeading(ready: () => void): () => void {
  const main = document.getElementById('main');
  const painted = () => Boolean(main?.querySelector('h1'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(ready, SETTLE_MS);
  };
  if (!main || painted()) {
    schedule();
    return () => clearTimeout(timer);
  }
  const observer = new MutationObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    schedule();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Where the jackpot ticker goes (home and the game centers). Its chunk is requested only after the
 * page's heading has painted, so it never weighs on the home route's first load.
 */
export function JackpotSlot() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPageHeading(() => setPainted(true)), []);
  if (!painted) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <JackpotTicker />
      </Suspense>
    </ErrorBoundary>
  );
}
