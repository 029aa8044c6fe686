import { useMatches } from 'react-router';

export type SiteModalKind = 'login' | 'register' | 'help';

/** Static data routes carry in `handle`; the deepest route that sets a field wins. */
export interface RouteHandle {
  /** i18n key of the page's name (its h1 and document title). */
  titleKey?: string;
  /** The route shows the home page with this popup open (/login, /register, /help). */
  modal?: SiteModalKind;
  /** Game pages hide the side menu. */
  hideSideMenu?: boolean;
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
