import { getRecentGamesEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './endpoint-client';
import { CLIENT_TYPE, PLATFORM } from './game-menus';
import { useSession } from './session';

/** A page of the account's recently launched games , most recent first. */
export function useRecentGames(pageNo: number, pageSize: number, enabled = true) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const language = i18n.language;
  return useQuery({
    queryKey: ['recent-games', token, language, pageNo, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(
        getRecentGamesEndpoint,
        { query: { clientType: CLIENT_TYPE, platform: PLATFORM, language, pageNo, pageSize } },
        { signal },
      ),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
