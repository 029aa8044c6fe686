import { getGameMenusEndpoint, type GameMenusValue, type MenuCategory } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './endpoint-client';

/** Spec section 9: the web client's type and platform, sent with every game call. */
export const CLIENT_TYPE = 3;
export const PLATFORM = 'flash,html5-desktop';

export const gameMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lobby', 'menus', language],
    queryFn: ({ signal }) =>
      callEndpoint(
        getGameMenusEndpoint,
        { query: { clientType: CLIENT_TYPE, platform: PLATFORM, language } },
        { signal },
      ),
    staleTime: 5 * 60_000,
    // A language change keeps the old menus on screen until the new ones arrive (no nav flicker).
    placeholderData: keepPreviousData,
  });

/**
 * The game menu tree: nav entries (home, promotions, one per category with
 * a vendor) and each category with its vendors in the operator's order and its sub-type filters.
 */
export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQueryOptions(i18n.language));
}

export function findCategory(menus: GameMenusValue | undefined, category: string): MenuCategory | undefined {
  return menus?.categories.find((entry) => entry.gameCategory === category);
}

/** The link of a category, optionally opened on one vendor (`/rng?vassalage=PG`). */
export function categoryLink(category: Pick<MenuCategory, 'path'>, vassalage?: string): string {
  if (!vassalage) return category.path;
  return `${category.path}${category.path.includes('?') ? '&' : '?'}vassalage=${encodeURIComponent(vassalage)}`;
}
