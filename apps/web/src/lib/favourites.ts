import {
  addFavoriteGameEndpoint,
  favoritesPageSize,
  getFavoriteGamesEndpoint,
  removeFavoriteGameEndpoint,
  type Game,
} from '@app/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './endpoint-client';
import { CLIENT_TYPE, PLATFORM } from './game-menus';
import { requestSiteModal } from './site-modal';
import { getToken, useSession } from './session';

/** Spec section 9: a favourite toggle at most once a second. */
export const FAVOURITE_THROTTLE_MS = 1000;

const favouritesKey = (token: string | null) => ['favourites', token] as const;

/** Every favourite game of the account (MCSFE_getFavoriteGamesList, one page of 999), newest first. */
export const favouritesQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...favouritesKey(token), language],
    queryFn: ({ signal }) =>
      callEndpoint(
        getFavoriteGamesEndpoint,
        {
          query: {
            clientType: CLIENT_TYPE,
            platform: PLATFORM,
            language,
            pageNo: 1,
            pageSize: favoritesPageSize,
          },
        },
        { signal },
      ).then((page) => page.content),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The logged-in account's favourite games (empty for visitors). */
export function useFavourites() {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery(favouritesQueryOptions(token, i18n.language));
}

/** Favourite game ids, as strings (spec: ids are compared as strings). */
export function useFavouriteIds(): ReadonlySet<string> {
  const list = useFavourites().data;
  return new Set((list ?? []).map((game) => String(game.nodeId)));
}

let lastToggleAt = -Infinity;

/** Adds or removes a favourite locally: an add ignores an id already there. */
export function applyFavouriteChange(list: readonly Game[], game: Game, add: boolean): Game[] {
  const id = String(game.nodeId);
  const has = list.some((entry) => String(entry.nodeId) === id);
  if (add) return has ? [...list] : [game, ...list];
  return list.filter((entry) => String(entry.nodeId) !== id);
}

/**
 * Spec section 4: favourites are added optimistically and removed locally before the server call,
 * at most one toggle a second; a failed call puts the list back. Visitors get the login popup.
 * Answers false when the toggle was refused (not logged in, or too soon after the last one).
 */
export async function toggleFavourite(
  queryClient: QueryClient,
  game: Game,
  add: boolean,
  onError: (error: unknown) => void,
): Promise<boolean> {
  const token = getToken();
  if (!token) {
    requestSiteModal('login');
    return false;
  }
  const now = Date.now();
  if (now - lastToggleAt < FAVOURITE_THROTTLE_MS) return false;
  lastToggleAt = now;

  const key = favouritesKey(token);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueriesData<Game[]>({ queryKey: key });
  queryClient.setQueriesData<Game[]>({ queryKey: key }, (list) =>
    list ? applyFavouriteChange(list, game, add) : list,
  );
  try {
    const nodeId = String(game.nodeId);
    if (add) {
      await callEndpoint(addFavoriteGameEndpoint, {
        body: { nodeId, vendor: game.vassalage, gameType: game.gameType },
      });
    } else {
      await callEndpoint(removeFavoriteGameEndpoint, { body: { nodeId } });
    }
  } catch (error) {
    for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
    onError(error);
  }
  // The server's list is the truth (another tab may have changed it too).
  void queryClient.invalidateQueries({ queryKey: key });
  return true;
}

export function useToggleFavourite(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return (game: Game, add: boolean) => toggleFavourite(queryClient, game, add, onError);
}
