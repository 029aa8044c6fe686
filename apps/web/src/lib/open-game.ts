import { lotteryVendorPaths, type Game } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { getLoginState } from './session';
import { requestSiteModal } from './site-modal';

/** What opening a game needs to know about it (a game card, a winner-board row, a banner). */
export type GameEntry = Pick<
  Game,
  'nodeId' | 'gameName' | 'vassalage' | 'vendorName' | 'gameType' | 'gameCode' | 'isGame'
>;

/** The game popup of spec section 2: a vendor's game list (VASSALAGE entries), or a game being launched. */
export type GamePopup = { kind: 'vendor'; game: GameEntry } | { kind: 'launch'; game: GameEntry };

let popup: GamePopup | null = null;
const listeners = new Set<() => void>();

function setPopup(next: GamePopup | null): void {
  popup = next;
  for (const listener of listeners) listener();
}

export const closeGamePopup = (): void => setPopup(null);

export function useGamePopup(): GamePopup | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => popup,
    () => popup,
  );
}

/**
 * Launches a game for a logged-in real account. The launch call (/wps/game/launchGame) comes with the
 * game-provider issue; until then this says so honestly and records nothing. The one place to swap.
 */
export function startGame(game: GameEntry): void {
  setPopup({ kind: 'launch', game });
}

/** The page a lottery vendor's games open (spec section 4), or null for every other vendor. */
export function lotteryRouteOf(game: Pick<GameEntry, 'vassalage' | 'gameCode'>): string | null {
  const path = lotteryVendorPaths[game.vassalage];
  if (!path) return null;
  return path === '/lottery' ? `${path}?gameCode=${encodeURIComponent(game.gameCode)}` : path;
}

/**
 * Game routing of spec section 4: lottery vendors go to their pages (which ask guests to log in);
 * a vendor entry (VASSALAGE) of the slots goes to the slot centre on that vendor, other vendor
 * entries open a popup list of the vendor's games; anything else starts the game: guests get the
 * login popup, trial accounts are told to register a real account, real accounts launch it.
 */
export function openGame(game: GameEntry, navigate: (path: string) => unknown): void {
  const lottery = lotteryRouteOf(game);
  if (lottery) {
    void navigate(lottery);
    return;
  }
  if (game.isGame === 'VASSALAGE') {
    if (game.gameType === 'RNG') void navigate(`/rng?vassalage=${encodeURIComponent(game.vassalage)}`);
    else setPopup({ kind: 'vendor', game });
    return;
  }
  const { isLogin, isTrial } = getLoginState();
  if (!isLogin || isTrial) closeGamePopup();
  if (!isLogin) requestSiteModal('login');
  else if (isTrial) requestSiteModal('trialNotice');
  else startGame(game);
}

/** openGame with the router's navigate. */
export function useOpenGame(): (game: GameEntry) => void {
  const navigate = useNavigate();
  return (game) => openGame(game, navigate);
}
