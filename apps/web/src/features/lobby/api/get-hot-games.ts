import { getHotGamesEndpoint, type Game } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/endpoint-client';
import { CLIENT_TYPE, PLATFORM } from '../../../lib/game-menus';

/** Spec sections 3 and 4: hot games are kept in the session (sessionStorage `hotGames`) until refreshed. */
const STORAGE_KEY = 'hotGames';

interface StoredHotGames {
  language: string;
  list: Game[];
}

function readStored(language: string): Game[] | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredHotGames | null;
    return stored?.language === language && Array.isArray(stored.list) ? stored.list : undefined;
  } catch {
    return undefined;
  }
}

function store(language: string, list: Game[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ language, list } satisfies StoredHotGames));
  } catch {
    // storage full or unavailable: the list is only kept in memory
  }
}

/** Hot games of the platform (isPlatform 2), in rank order. */
export async function getHotGames(language: string, signal?: AbortSignal): Promise<Game[]> {
  const value = await callEndpoint(
    getHotGamesEndpoint,
    { query: { clientType: CLIENT_TYPE, platform: PLATFORM, isPlatform: 2, language } },
    { signal },
  );
  store(language, value.list);
  return value.list;
}

export const hotGamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['lobby', 'hot', language],
    queryFn: ({ signal }) => getHotGames(language, signal),
    // Fetched once per language and session; a new language (or a new session) refreshes it.
    initialData: () => readStored(language),
    staleTime: Infinity,
  });

export function useHotGames() {
  const { i18n } = useTranslation();
  return useQuery(hotGamesQueryOptions(i18n.language));
}
