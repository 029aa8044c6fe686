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

/** How a game is started: for real money (real accounts), or in demo with play money (anyone). */
export type LaunchMode = 'real' | 'demo';

/** The game popup of spec section 2: a vendor's game list (VASSALAGE entries), or a game being launched. */
export type GamePopup =
  { kind: 'vendor'; game: GameEntry } | { kind: 'launch'; game: GameEntry; mode: LaunchMode };

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
 * Launches a game for a logged-in real account: the game popup (loaded on demand) asks for the launch
 * URL and shows the game in a frame, or on phones goes to the game page.
 */
export function startGame(game: GameEntry): void {
  setPopup({ kind: 'launch', game, mode: 'real' });
}

/**
 * Game types the house provider plays (the complement of @app/contracts unplayableGameTypes, which is
 * not imported here: its module brings zod into the home route).
 */
const houseGameTypes: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/** Whether a game offers demo play: a game (not a vendor entry) marked supportPlay 0 that the provider plays. */
export const offersDemo = (game: Pick<Game, 'isGame' | 'supportPlay' | 'gameType' | 'vassalage'>): boolean =>
  game.isGame === 'GAME' &&
  game.supportPlay === 0 &&
  houseGameTypes.includes(game.gameType) &&
  !lotteryVendorPaths[game.vassalage];

/** Demo play with play money, for anyone (no login): never touches the wallet. */
export function startDemo(game: GameEntry): void {
  setPopup({ kind: 'launch', game, mode: 'demo' });
}

/** The page a lottery vendor's games open (spec section 4), or null for every other vendor. */
export function lotteryRouteOf(game: Pick<GameEntry, 'vassalage' | 'gameCode'>): string | null {
  const path = lotteryVendorPaths[game.vassalage];
  if (!path) return null;
  return path === '/lottery' ? `${path}?gameCode=${encodeURIComponent(game.gameCode)}` : path;
}

/** The house sportsbook's pages by game type: a sports, e-sports or cockfight game opens its book. */
const bookPaths: Readonly<Record<string, string>> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};

/** The book page a sportsbook game opens (with the game, so bets go through it), or null. */
export function bookRouteOf(game: Pick<GameEntry, 'gameType' | 'isGame' | 'nodeId'>): string | null {
  const path = bookPaths[game.gameType];
  if (!path) return null;
  return game.isGame === 'GAME' ? `${path}?node=${encodeURIComponent(game.nodeId)}` : path;
}

/**
 * Game routing of spec section 4 (sportsbook games open their book page): lottery vendors go to their pages (which ask guests to log in);
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
  const book = bookRouteOf(game);
  if (book) {
    void navigate(book);
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
