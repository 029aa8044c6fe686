import type { QueryClient } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../../../lib/announcements';
import { gameMenusQueryOptions } from '../../../lib/game-menus';
import { homeAnnouncementsParams } from './get-home-announcements';
import { hotGamesQueryOptions } from './get-hot-games';

/** Whether the page being opened is the lobby home (`/`, no other lobby type chosen). */
export function isHomeLocation(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const lobby = new URLSearchParams(location.search).get('lobby');
  return location.pathname === '/' && (lobby === null || lobby === 'HOME');
}

/**
 * Asks for the home page's first answers (game menus, banners and notices, hot games) while its code
 * is still loading: the page then renders once with them, instead of once with placeholders and again,
 * synchronously, as each answer arrives. Failures are left to the page's own queries to retry and show.
 */
export function prefetchHomeData(queryClient: QueryClient, language: string): void {
  void queryClient.prefetchQuery(gameMenusQueryOptions(language));
  void queryClient.prefetchQuery(announcementsQueryOptions(homeAnnouncementsParams(language), null));
  void queryClient.prefetchQuery(hotGamesQueryOptions(language));
}
