import { useMatches } from 'react-router';

/** Popups with their own route (/login, /register, /help): the page is home with the popup open. */
export type RouteModalKind = 'login' | 'register' | 'help';
/**
 * Every site popup: the route ones, forgot password, reset password (e-mailed link), the trial
 * notice and the notice list (opened from the home page's marquee).
 */
export type SiteModalKind = RouteModalKind | 'forgotPassword' | 'resetPassword' | 'trialNotice' | 'notice';

export const routeModalKinds: readonly SiteModalKind[] = ['login', 'register', 'help'];
export const isRouteModal = (kind: SiteModalKind): kind is RouteModalKind => routeModalKinds.includes(kind);

/** Static data routes carry in `handle`; the deepest route that sets a field wins. */
export interface RouteHandle {
  /** i18n key of the page's name (its h1 and document title). */
  titleKey?: string;
  /** The route shows the home page with this popup open (/login, /register, /help). */
  modal?: RouteModalKind;
  /** Game pages hide the side menu. */
  hideSideMenu?: boolean;
  /** With `?embed=1` the page shows alone, without the site header and footer (the game popup's frame). */
  embeddable?: boolean;
  /** Home and the game centers show the jackpot ticker (loaded after the first paint). */
  jackpotTicker?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const handle of handles) if (isRouteHandle(handle)) Object.assign(merged, handle);
  return merged;
}

export function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches().map((match) => match.handle));
}
