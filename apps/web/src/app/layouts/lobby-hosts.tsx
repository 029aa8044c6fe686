import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingCover } from '../../components/loading-cover';
import { ToastHost } from '../../components/toast-host';
import { AnnouncementPopupHost } from '../../features/announcements/components/announcement-popup-host';
import { loadChunk } from '../../lib/chunk';
import { closeGamePopup, useGamePopup } from '../../lib/open-game';

const GamePopupHost = lazy(() =>
  loadChunk('game-popup', () => import('../../features/games/components/game-popup-host')),
);

/**
 * The lobby's site-wide popups: the announcement popup (after a login or a language change), the
 * game popup (a vendor's games, a game being started) and the toast line.
 */
export function LobbyHosts() {
  const popup = useGamePopup();
  const { key } = useLocation();
  // A game popup belongs to the page it was opened on.
  useEffect(() => closeGamePopup(), [key]);

  return (
    <>
      <AnnouncementPopupHost />
      {popup && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<LoadingCover />}>
            <GamePopupHost />
          </Suspense>
        </ErrorBoundary>
      )}
      <ToastHost />
    </>
  );
}
