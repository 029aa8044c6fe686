import type { QueryClient } from '@tanstack/react-query';
import { refreshBalance } from './wallet-balance';

/** Posted by a game page inside the game popup's frame to the site around it after a real round. */
const ROUND_SETTLED = 'takaplay:round-settled';

/**
 * A real round moved money: refresh the header balance, or, inside the game popup's frame (which
 * has no header), ask the site around it to.
 */
export function announceRoundSettled(queryClient: QueryClient): void {
  if (window.parent !== window) window.parent.postMessage({ type: ROUND_SETTLED }, window.location.origin);
  else refreshBalance(queryClient);
}

/** Refreshes the balance when a game frame of this site says a round settled; returns the unsubscribe. */
export function listenForRoundsSettled(queryClient: QueryClient): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as { type?: unknown } | null;
    if (typeof data === 'object' && data !== null && data.type === ROUND_SETTLED) refreshBalance(queryClient);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
