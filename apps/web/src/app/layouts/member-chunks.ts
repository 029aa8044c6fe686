import { loadChunk } from '../../lib/chunk';

/** The header's wallet and live notifications (logged-in real accounts). */
export const headerWalletChunk = () =>
  loadChunk('header-wallet', () => import('../../features/wallet/components/header-wallet'));

/** The header's account menu (logged-in members). */
export const userMenuChunk = () => loadChunk('user-menu', () => import('./user-menu'));

/** The reality check of a member who set one (responsible gaming; real accounts). */
export const realityCheckChunk = () =>
  loadChunk('reality-check', () => import('../../features/responsible-gaming/components/reality-check-host'));

/**
 * A logged-in real account's layout pieces, asked for with the first page's code: the layout would only
 * ask for them once it renders, one more wait on a phone before anything of the page shows.
 */
export function prefetchMemberChunks(): void {
  for (const chunk of [headerWalletChunk, userMenuChunk, realityCheckChunk]) chunk().catch(() => undefined);
}
